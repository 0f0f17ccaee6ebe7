import { describe, expect, it } from 'vitest';
import { canonicalDays, dayCodeOf, runsOnDay } from './day-codes';

describe('day codes', () => {
  it('canonicalises any case and order into week order', () => {
    expect(canonicalDays('sat|fri')).toBe('FRI|SAT');
    expect(canonicalDays(['sun', 'MON', 'mon'])).toBe('MON|SUN');
    expect(canonicalDays('')).toBe('');
    expect(canonicalDays('FRI|FUNDAY')).toBeNull();
  });
  it('knows the day of a calendar date', () => {
    expect(dayCodeOf('2026-11-20')).toBe('FRI');
    expect(dayCodeOf('2026-11-22')).toBe('SUN');
    expect(dayCodeOf('2026-11-23')).toBe('MON');
    expect(dayCodeOf('0001-01-01')).toBe('MON');
  });
  it('treats an empty list as every day', () => {
    expect(runsOnDay('', '2026-11-23')).toBe(true);
    expect(runsOnDay('FRI|SAT', '2026-11-21')).toBe(true);
    expect(runsOnDay('FRI|SAT', '2026-11-23')).toBe(false);
  });
});
