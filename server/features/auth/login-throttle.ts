// Who a login attempt is counted against (OWASP's device-cookie pattern). A browser that has signed in to the account
// before, and shows it with its device cookie, is counted on its own bucket: its failures lock only itself, and
// nobody else's failures lock it. Every other attempt is counted per client address and on the account's bucket for
// unknown browsers; when either is used up only unknown browsers are refused, so strangers cannot keep the owner out.
import { rateLimited } from '../../errors';
import type { AttemptLimiter, RateDecision } from '../../rate-limits/attempt-limiter';

export type LoginSource = { knownDevice: number } | { address: string };

export interface LoginReservation {
  /** Gives the attempt back (a success): only failures count. */
  release: () => Promise<void>;
}

function keysFor(email: string, source: LoginSource): string[] {
  if ('knownDevice' in source) return [`device:${source.knownDevice}`];
  // `account:` is the untrusted bucket; the key is the one the account's single bucket had before devices.
  return [`address:${source.address}`, `account:${email}`];
}

/**
 * Counts one attempt before the password is checked, so parallel guesses cannot all slip through; throws
 * RATE_LIMITED (with the longest wait among the full buckets, nothing counted) when a bucket is used up.
 */
export async function reserveLoginAttempt(limiter: AttemptLimiter, email: string, source: LoginSource): Promise<LoginReservation> {
  const taken: RateDecision[] = [];
  const releaseAll = async () => {
    await Promise.all(taken.map((decision) => decision.release()));
  };
  for (const key of keysFor(email, source)) {
    const decision = await limiter.hit(key);
    taken.push(decision);
    if (!decision.allowed) {
      await releaseAll();
      throw rateLimited(decision.retryAfterSeconds);
    }
  }
  return { release: releaseAll };
}
