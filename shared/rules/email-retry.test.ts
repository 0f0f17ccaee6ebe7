import { describe, expect, it } from 'vitest';
import { LONGEST_RETRY_MS, RETRY_FOR_MS, nextAttemptAfterFailure, retryDelayMs } from './email-retry';

const MINUTE = 60_000;

describe('retryDelayMs', () => {
  it('doubles from 30 seconds and stops growing at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60, 60].map((m) => m * MINUTE));
    expect(retryDelayMs(500)).toBe(LONGEST_RETRY_MS);
  });
});

describe('nextAttemptAfterFailure', () => {
  const createdAt = new Date('2026-11-26T10:00:00Z');
  const at = (ms: number) => new Date(createdAt.getTime() + ms);

  it('schedules the next try by the backoff while the e-mail is younger than a day', () => {
    expect(nextAttemptAfterFailure({ attempts: 1, createdAt }, at(0))).toEqual(at(30_000));
    expect(nextAttemptAfterFailure({ attempts: 3, createdAt }, at(10 * MINUTE))).toEqual(at(12 * MINUTE));
    expect(nextAttemptAfterFailure({ attempts: 30, createdAt }, at(RETRY_FOR_MS - 1))).toEqual(at(RETRY_FOR_MS - 1 + LONGEST_RETRY_MS));
  });

  it('gives up once the e-mail has been retried for 24 hours', () => {
    expect(nextAttemptAfterFailure({ attempts: 30, createdAt }, at(RETRY_FOR_MS))).toBeNull();
  });

  it('keeps retrying through a whole day of failures (every try fails, each as soon as it is due)', () => {
    let now = createdAt;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const next = nextAttemptAfterFailure({ attempts, createdAt }, now);
      if (!next) break;
      now = next;
    }
    expect(now.getTime() - createdAt.getTime()).toBeGreaterThanOrEqual(RETRY_FOR_MS);
    expect(attempts).toBeLessThan(40);
  });
});
