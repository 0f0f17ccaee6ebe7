import { describe, expect, it } from 'vitest';
import { barClock, dayHeading, groupByDay } from './activity-time';

const NY = 'America/New_York';

describe('activity times', () => {
  it('reads the bar\'s clock, not UTC', () => {
    expect(barClock('2026-11-25T03:10:00.000Z', NY)).toEqual({ date: '2026-11-24', time: '22:10' });
  });

  it('names days relative to the bar\'s today', () => {
    expect(dayHeading('2026-11-26', '2026-11-26')).toBe('Today');
    expect(dayHeading('2026-11-25', '2026-11-26')).toBe('Yesterday');
    expect(dayHeading('2026-11-24', '2026-11-26')).toBe('Tue 24 Nov');
    expect(dayHeading('2025-12-31', '2026-01-02')).toBe('Wed 31 Dec 2025');
  });

  it('groups entries under their local day, in their order', () => {
    const groups = groupByDay([{ at: '2026-11-26T19:32:00.000Z' }, { at: '2026-11-26T04:59:00.000Z' }, { at: '2026-11-25T23:00:00.000Z' }], NY);
    expect(groups.map((g) => [g.date, g.entries.map((e) => e.time)])).toEqual([
      ['2026-11-26', ['14:32']],
      ['2026-11-25', ['23:59', '18:00']],
    ]);
  });
});
