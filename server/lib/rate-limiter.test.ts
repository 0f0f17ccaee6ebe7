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
    expect(third).toMatchObject({ allowed: false, retryAfterSeconds: 45 });
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

  it('gives back exactly one counted attempt on release, once', () => {
    const clock = fakeClock('2026-11-22T18:00:00Z');
    const limiter = new RateLimiter(2, 60_000, clock);
    const first = limiter.hit('a');
    limiter.hit('a');
    first.release();
    first.release();
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('a release after the window has passed leaves the new window alone', () => {
    const clock = fakeClock('2026-11-22T18:00:00Z');
    const limiter = new RateLimiter(1, 60_000, clock);
    const old = limiter.hit('a');
    clock.advance(60_000);
    expect(limiter.hit('a').allowed).toBe(true);
    old.release();
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('keeps at most maxKeys keys however many live keys call, forgetting the oldest first', () => {
    const clock = fakeClock('2026-11-22T18:00:00Z');
    const limiter = new RateLimiter(1, 60 * 60_000, clock, { maxKeys: 100 });
    limiter.hit('oldest');
    for (let i = 0; i < 5_000; i += 1) {
      clock.advance(10);
      limiter.hit(`addr-${i}`);
    }
    expect(limiter.size).toBe(100);
    // Every window is still live (50 s of a 1 h window): the cap, not expiry, bounded the map.
    expect(limiter.hit('addr-4999').allowed).toBe(false);
    expect(limiter.hit('oldest').allowed).toBe(true);
  });

  it('counts a re-opened window as new when choosing whom to evict', () => {
    const clock = fakeClock('2026-11-22T18:00:00Z');
    const limiter = new RateLimiter(1, 60_000, clock, { maxKeys: 2 });
    limiter.hit('a');
    clock.advance(30_000);
    limiter.hit('b');
    clock.advance(30_000); // a's window has passed: its next hit opens a fresh one, newer than b's
    limiter.hit('a');
    clock.advance(10_000);
    limiter.hit('c'); // full: b, now the oldest live window, goes
    expect(limiter.size).toBe(2);
    expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
  });
});
