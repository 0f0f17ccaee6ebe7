import { describe, expect, it } from 'vitest';
import { addDays, formatDateTimeLong, formatDateTimeShort, isIsoDate, isTimeZone, localDate } from './dates';

describe('dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('22/11/2026')).toBe(false);
    expect(isIsoDate('today')).toBe(false);
    expect(isIsoDate('0099-12-31')).toBe(true);
    expect(isIsoDate('0001-01-01')).toBe(true);
  });
  it("gives the bar's local date, not the UTC date", () => {
    // 02:30 UTC on Nov 23 is still the evening of Nov 22 in Massachusetts.
    const instant = new Date('2026-11-23T02:30:00Z');
    expect(localDate('America/New_York', instant)).toBe('2026-11-22');
    expect(localDate('UTC', instant)).toBe('2026-11-23');
  });
  it("writes an instant as the clock in the bar's zone showed it, not the device's", () => {
    // 02:30 UTC on Nov 23 was 9:30 in the evening of Nov 22 in Massachusetts (EST, UTC-5).
    expect(formatDateTimeShort('2026-11-23T02:30:00.000Z', 'America/New_York')).toBe('Nov 22, 2026, 9:30 PM');
    expect(formatDateTimeShort(new Date('2026-11-23T02:30:00Z'), 'UTC')).toBe('Nov 23, 2026, 2:30 AM');
    expect(formatDateTimeLong('2026-11-23T02:30:00.000Z', 'America/New_York')).toBe('Sunday, November 22, 2026, 9:30 PM EST');
    // Summer time (EDT, UTC-4), noon and midnight on a 12-hour clock, September's short name.
    expect(formatDateTimeLong('2026-07-04T16:00:00Z', 'America/New_York')).toBe('Saturday, July 4, 2026, 12:00 PM EDT');
    expect(formatDateTimeShort('2026-09-01T04:05:00Z', 'America/New_York')).toBe('Sep 1, 2026, 12:05 AM');
  });
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });
  it('recognises time-zone names', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
