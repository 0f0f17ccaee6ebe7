// When the mail worker tries a failed e-mail again: soon at first (a relay that blinked), then less often, and it gives
// up only once the e-mail is more than a day old, so an SMTP server down for a night still gets every e-mail.

/** The first retry waits this long; each further one twice as long as the one before. */
export const FIRST_RETRY_MS = 30_000;
/** No wait is longer than this (so a relay back after hours is used within the hour). */
export const LONGEST_RETRY_MS = 60 * 60_000;
/** An e-mail is retried at least this long after it was queued, then marked failed. */
export const RETRY_FOR_MS = 24 * 60 * 60_000;

/** How long to wait after the `attempts`-th failed try (1, 2, …): 30 s, 1 min, 2 min … up to an hour. */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(FIRST_RETRY_MS * 2 ** doublings, LONGEST_RETRY_MS);
}

/**
 * After a failed try at `now`: when to try again, or null when the e-mail has been retried for RETRY_FOR_MS since it
 * was queued (it is then marked failed; an owner can still retry it by hand).
 */
export function nextAttemptAfterFailure(email: { attempts: number; createdAt: Date }, now: Date): Date | null {
  if (now.getTime() - email.createdAt.getTime() >= RETRY_FOR_MS) return null;
  return new Date(now.getTime() + retryDelayMs(email.attempts));
}
