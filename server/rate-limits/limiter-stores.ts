// The login and contact limiters on the server's own database, in the `rate_limit` table the migrations create:
// rate-limiter-flexible's PostgreSQL store over MikroORM's knex (told the table exists), or on SQLite our store
// through the ORM's connection (sqlite-store.ts says why not the library's).
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Orm } from '../db/orm';
import type { DatabaseTarget } from '../db/database-target';
import { attemptLimiter, type AttemptLimiter } from './attempt-limiter';
import { RateLimiterSqliteOrm } from './sqlite-store';

export interface Limit {
  /** Attempts allowed per key per window. */
  points: number;
  windowMinutes: number;
}

export interface Limits {
  login: Limit;
  contact: Limit;
}

export interface Limiters {
  login: AttemptLimiter;
  contact: AttemptLimiter;
  /** Password-reset requests, counted apart from logins (with the login's limit), so a throttled login never blocks a reset. */
  passwordReset: AttemptLimiter;
}

const TABLE = 'rate_limit';
const MINUTE = 60_000;

function databaseStore(orm: Orm, kind: DatabaseTarget['kind'], name: string, limit: Limit): RateLimiterAbstract {
  const counting = { keyPrefix: name, points: limit.points, duration: limit.windowMinutes * 60 };
  if (kind === 'sqlite') return new RateLimiterSqliteOrm({ ...counting, orm });
  return new RateLimiterPostgres({
    ...counting,
    storeClient: orm.em.getKnex(),
    storeType: 'knex',
    tableName: TABLE,
    tableCreated: true,
    // One sweep for both databases (sweepExpiredLimits) instead of the store's own.
    clearExpiredByTimeout: false,
  });
}

/** Deletes the windows that ended over an hour ago (what the stores' own sweep would do). */
export async function sweepExpiredLimits(orm: Orm): Promise<number> {
  return orm.em.getKnex()(TABLE).where('expire', '<', Date.now() - 60 * MINUTE).delete();
}

/**
 * The server's limiters: counted in its database, shared by every process on it. Ended windows are swept every
 * five minutes (an unref'd timer; a failed sweep is left to the next one).
 */
export function databaseLimiters(orm: Orm, kind: DatabaseTarget['kind'], limits: Limits): Limiters {
  setInterval(() => void sweepExpiredLimits(orm).catch(() => {}), 5 * MINUTE).unref();
  return {
    login: attemptLimiter(databaseStore(orm, kind, 'login', limits.login)),
    contact: attemptLimiter(databaseStore(orm, kind, 'contact', limits.contact)),
    passwordReset: attemptLimiter(databaseStore(orm, kind, 'password-reset', limits.login)),
  };
}

/** Limiters that live in this process only (services' unit tests: each context can start from nothing). */
export function memoryLimiters(limits: Limits): Limiters {
  const store = (name: string, limit: Limit) => new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.windowMinutes * 60 });
  return {
    login: attemptLimiter(store('login', limits.login)),
    contact: attemptLimiter(store('contact', limits.contact)),
    passwordReset: attemptLimiter(store('password-reset', limits.login)),
  };
}
