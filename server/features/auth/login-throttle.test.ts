// Who a login attempt counts against: a known browser on its own bucket, strangers per address and on the account's
// bucket for unknown browsers. The in-memory store reads the wall clock, so Date is faked (no sleeps).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLimiters } from '../../rate-limits/limiter-stores';
import type { AttemptLimiter } from '../../rate-limits/attempt-limiter';
import { reserveLoginAttempt } from './login-throttle';

const LIMIT = 3;
const WINDOW_MS = 15 * 60_000;
const ACCOUNT = 'owner@example.com';

describe('reserveLoginAttempt', () => {
  let limiter: AttemptLimiter;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-29T12:00:00Z') });
    limiter = memoryLimiters({ login: { points: LIMIT, windowMinutes: 15 }, contact: { points: 1, windowMinutes: 1 } }).login;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const stranger = (address: string) => reserveLoginAttempt(limiter, ACCOUNT, { address });
  const device = (id: number) => reserveLoginAttempt(limiter, ACCOUNT, { knownDevice: id });
  const refusal = { code: 'RATE_LIMITED' };

  it('strangers from many addresses use up the account for unknown browsers only; a known device still gets in', async () => {
    for (let i = 0; i < LIMIT; i += 1) await stranger(`198.51.100.${i}`);
    await expect(stranger('198.51.100.50')).rejects.toMatchObject({ ...refusal, retryAfterSeconds: WINDOW_MS / 1000 });
    await expect(device(1)).resolves.toBeDefined();
  });

  it("a known device's failures lock that device only: other devices and strangers are unaffected", async () => {
    for (let i = 0; i < LIMIT; i += 1) await device(1);
    await expect(device(1)).rejects.toMatchObject(refusal);
    await expect(device(2)).resolves.toBeDefined();
    await expect(stranger('198.51.100.60')).resolves.toBeDefined();
  });

  it('an address used up is refused for every account, but not for a known device behind it', async () => {
    for (let i = 0; i < LIMIT; i += 1) await reserveLoginAttempt(limiter, `guess-${i}@example.com`, { address: '203.0.113.5' });
    await expect(stranger('203.0.113.5')).rejects.toMatchObject(refusal);
    await expect(device(3)).resolves.toBeDefined();
  });

  it('a refused attempt counts nothing on the other bucket, and the window passing lets strangers in again', async () => {
    for (let i = 0; i < LIMIT; i += 1) await reserveLoginAttempt(limiter, `other-${i}@example.com`, { address: '203.0.113.9' });
    // Refused by the address: the account's bucket keeps all its attempts for other addresses.
    await expect(stranger('203.0.113.9')).rejects.toMatchObject(refusal);
    for (let i = 0; i < LIMIT; i += 1) await stranger(`198.51.100.${70 + i}`);
    await expect(stranger('198.51.100.80')).rejects.toMatchObject(refusal);

    vi.setSystemTime(Date.now() + WINDOW_MS);
    await expect(stranger('198.51.100.80')).resolves.toBeDefined();
  });

  it('a success gives its attempt back, on every bucket it took', async () => {
    for (let i = 0; i < LIMIT * 2; i += 1) await (await stranger('198.51.100.90')).release();
    for (let i = 0; i < LIMIT * 2; i += 1) await (await device(4)).release();
    for (let i = 0; i < LIMIT; i += 1) await stranger('198.51.100.90');
    await expect(stranger('198.51.100.90')).rejects.toMatchObject(refusal);
  });

  it('lets no more than the limit through when attempts arrive at once', async () => {
    const outcomes = await Promise.all(Array.from({ length: LIMIT + 4 }, (_, i) => stranger(`198.51.100.${100 + i}`).then(() => 'counted', (error: { code: string }) => error.code)));
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(LIMIT);
    expect(outcomes.filter((outcome) => outcome === 'RATE_LIMITED')).toHaveLength(4);
  });
});
