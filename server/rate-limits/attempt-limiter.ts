// Fixed-window attempt counting per key (client address, account) on a rate-limiter-flexible store: the database
// in the server (limiter-stores.ts), so every process counts into one window and a restart forgets nothing.
import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Gives this one attempt back (e.g. a login that succeeded); does nothing twice or once its window has passed. */
  release: () => Promise<void>;
}

export interface AttemptLimiter {
  /** Counts one attempt for the key and tells whether it is within the limit. */
  hit(key: string): Promise<RateDecision>;
}

/** Longest key kept as it is; the store's key column holds 255 characters, and a client address can be anything. */
const MAX_PLAIN_KEY = 120;

function storeKey(key: string): string {
  return key.length <= MAX_PLAIN_KEY ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

export function attemptLimiter(store: RateLimiterAbstract): AttemptLimiter {
  return {
    async hit(rawKey) {
      const key = storeKey(rawKey);
      let result: RateLimiterRes;
      let allowed = true;
      try {
        result = await store.consume(key, 1);
      } catch (refusal) {
        // Over the limit the store still counts the attempt and rejects with its result; anything else is a failure.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        result = refusal;
        allowed = false;
      }
      // The stores keep the window's end as wall-clock time; so does this.
      const windowEnd = Date.now() + result.msBeforeNext;
      let released = false;
      return {
        allowed,
        retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
        release: async () => {
          // A reward after the window would open the next one with a credit: only within the window it was counted in.
          if (released || Date.now() >= windowEnd) return;
          released = true;
          await store.reward(key, 1);
        },
      };
    },
  };
}
