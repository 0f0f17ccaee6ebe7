import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/rules/dates';
import { dayRelation, formatDay, formatShortDay } from './day-labels';

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('day labels', () => {
  it('say days in English as Intl en-US does, with the year only outside today\'s year', () => {
    const long = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const longYear = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const shortYear = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let index = 0; index < 400; index += 3) {
      const iso = addDays('2026-01-01', index);
      expect(formatDay(iso, '2026-06-01')).toBe(iso.startsWith('2026') ? long.format(utc(iso)) : longYear.format(utc(iso)));
      expect(formatShortDay(iso, '2026-06-01')).toBe(iso.startsWith('2026') ? short.format(utc(iso)) : shortYear.format(utc(iso)));
    }
    expect(formatDay('2026-11-28', '2026-11-27')).toBe('Saturday, Nov 28');
    expect(formatDay('2090-01-02', '2026-11-27')).toBe('Monday, Jan 2, 2090');
  });

  it('say days in Spanish, day before month', () => {
    expect(formatDay('2025-11-28', '2025-11-01', 'es')).toBe('viernes, 28 nov');
    expect(formatShortDay('2026-11-29', '2026-11-01', 'es')).toBe('dom, 29 nov');
    expect(formatDay('2090-01-02', '2026-11-27', 'es')).toBe('lunes, 2 ene 2090');
  });

  it('place a day from today', () => {
    expect(['2026-11-27', '2026-11-28', '2026-11-26', '2026-11-01', '2026-12-01'].map((iso) => dayRelation(iso, '2026-11-27'))).toEqual(['today', 'tomorrow', 'yesterday', 'past', 'future']);
  });
});
