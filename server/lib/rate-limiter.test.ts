import { describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/test-db';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows the limit per window and tells how long to wait after it', () => {
    const clock = fakeClock('2026-11-22T18:00:00Z');
    const limiter = new RateLimiter(2, 60_000, clock);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    clock.advance(15_000);
    const third = limiter.hit('a');
    expect(third).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('opens a new window once the old one has passed', () => {
    const clock = fakeClock('2026-11-22T18:00:00Z');
    const limiter = new RateLimiter(1, 60_000, clock);
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    clock.advance(60_000);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const clock = fakeClock('2026-11-22T18:00:00Z');
    const limiter = new RateLimiter(1, 60_000, clock);
    limiter.hit('a');
    limiter.reset('a');
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
