import { describe, expect, it } from 'vitest';
import { localDate } from '../../shared/rules/dates';
import { fakeClock } from '../testing/test-db';
import { barDateOn } from './bar-date';

const ZONE = 'America/New_York';

describe('barDateOn', () => {
  it('rolls over exactly at the local midnight, not at UTC midnight', () => {
    const clock = fakeClock('2026-11-23T23:59:59.999-05:00');
    const today = barDateOn(clock, ZONE);
    expect(today()).toBe('2026-11-23');
    clock.set('2026-11-24T00:30:00Z'); // 19:30 in Woburn, already the 24th in UTC
    expect(today()).toBe('2026-11-23');
    clock.set('2026-11-24T04:59:59.999Z');
    expect(today()).toBe('2026-11-23');
    clock.set('2026-11-24T05:00:00.000Z');
    expect(today()).toBe('2026-11-24');
  });

  it('keeps to the local midnight on the days the clocks change', () => {
    // 8 March 2026: clocks go forward at 2:00, the day has 23 hours; 1 November 2026: back at 2:00, 25 hours.
    for (const [before, midnight] of [
      ['2026-03-08T00:30:00-05:00', '2026-03-09T00:00:00-04:00'],
      ['2026-11-01T00:30:00-04:00', '2026-11-02T00:00:00-05:00'],
    ] as const) {
      const clock = fakeClock(before);
      const today = barDateOn(clock, ZONE);
      expect(today()).toBe(before.slice(0, 10));
      clock.set(new Date(new Date(midnight).getTime() - 1));
      expect(today()).toBe(before.slice(0, 10));
      clock.set(midnight);
      expect(today()).toBe(midnight.slice(0, 10));
    }
  });

  it('agrees with localDate minute by minute across a day, and when the clock is set back', () => {
    const clock = fakeClock('2026-06-30T00:00:00Z');
    const today = barDateOn(clock, 'Pacific/Chatham'); // a +12:45 zone
    for (let minute = 0; minute < 48 * 60; minute += 7) {
      clock.set(new Date(Date.parse('2026-06-30T00:00:00Z') + minute * 60_000));
      expect(today()).toBe(localDate('Pacific/Chatham', clock.now()));
    }
    clock.set('2026-06-01T12:00:00Z');
    expect(today()).toBe('2026-06-02');
  });
});
