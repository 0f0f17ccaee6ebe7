import { defineEntity, p } from '@mikro-orm/core';

/**
 * The rate-limit counters (attempt-limiter.ts): one row per key and window, written by rate-limiter-flexible's SQL
 * stores with their own queries, never loaded. Declared so the migrations test checks the table like any other;
 * the column order is the library's (its PostgreSQL insert names no columns).
 */
export const RateLimitRow = defineEntity({
  name: 'RateLimitRow',
  tableName: 'rate_limit',
  properties: {
    key: p.string().length(255).primary(),
    points: p.integer().default(0),
    /** Epoch milliseconds when the window ends. */
    expire: p.bigint('number').nullable().index(),
  },
});
