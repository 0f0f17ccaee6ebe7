import { describe, expect, it } from 'vitest';
import { addDays, formatDateTimeLong, formatDateTimeShort, instantAt, isIsoDate, isTimeZone, localDate, zonedDateTime } from './dates';

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

describe('local time and instants in a zone', () => {
  const NY = 'America/New_York';
  const at = (iso: string) => new Date(iso).toISOString();

  it('reads the wall clock of an instant, not the device\'s', () => {
    expect(zonedDateTime(NY, new Date('2026-11-23T02:30:00Z'))).toEqual({ date: '2026-11-22', time: '21:30' });
    expect(zonedDateTime('Asia/Kolkata', new Date('2026-11-23T20:00:00Z'))).toEqual({ date: '2026-11-24', time: '01:30' });
    expect(zonedDateTime(NY, new Date('2026-11-23T05:00:00Z'))).toEqual({ date: '2026-11-23', time: '00:00' });
  });

  it('turns a local time into its instant in winter, summer and a half-hour zone', () => {
    expect(instantAt(NY, '2026-11-23', '17:00').toISOString()).toBe(at('2026-11-23T22:00:00Z'));
    expect(instantAt(NY, '2026-07-04', '17:00').toISOString()).toBe(at('2026-07-04T21:00:00Z'));
    expect(instantAt('Asia/Kolkata', '2026-11-24', '01:30').toISOString()).toBe(at('2026-11-23T20:00:00Z'));
    expect(instantAt('UTC', '2026-01-01', '00:00').toISOString()).toBe(at('2026-01-01T00:00:00Z'));
  });

  it('on the day the clocks go forward (2026-03-08), reads a skipped time past the jump', () => {
    expect(instantAt(NY, '2026-03-08', '01:59').toISOString()).toBe(at('2026-03-08T06:59:00Z'));
    // 02:30 never shows on the wall: read with the offset before the change, it is 03:30 EDT.
    expect(instantAt(NY, '2026-03-08', '02:30').toISOString()).toBe(at('2026-03-08T07:30:00Z'));
    expect(zonedDateTime(NY, instantAt(NY, '2026-03-08', '02:30')).time).toBe('03:30');
    expect(instantAt(NY, '2026-03-08', '03:00').toISOString()).toBe(at('2026-03-08T07:00:00Z'));
    expect(instantAt(NY, '2026-03-08', '17:00').toISOString()).toBe(at('2026-03-08T21:00:00Z'));
  });

  it('on the day the clocks go back (2026-11-01), takes the first of a time that happens twice', () => {
    expect(instantAt(NY, '2026-11-01', '00:30').toISOString()).toBe(at('2026-11-01T04:30:00Z'));
    // 01:30 EDT (05:30Z) and again 01:30 EST (06:30Z): the first.
    expect(instantAt(NY, '2026-11-01', '01:30').toISOString()).toBe(at('2026-11-01T05:30:00Z'));
    expect(zonedDateTime(NY, new Date('2026-11-01T06:30:00Z')).time).toBe('01:30');
    expect(instantAt(NY, '2026-11-01', '02:00').toISOString()).toBe(at('2026-11-01T07:00:00Z'));
    expect(instantAt(NY, '2026-11-01', '17:00').toISOString()).toBe(at('2026-11-01T22:00:00Z'));
  });

  it('round-trips every quarter hour of both change days', () => {
    for (const date of ['2026-03-08', '2026-11-01']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const back = zonedDateTime(NY, instantAt(NY, date, time));
        // Only the skipped hour comes back moved (by the hour the clocks jumped).
        const skipped = date === '2026-03-08' && time.startsWith('02:');
        expect(back, `${date} ${time}`).toEqual({ date, time: skipped ? `03:${time.slice(3)}` : time });
      }
    }
  });
});

describe('instants in each language', () => {
  it('writes the English text Intl en-US gives, at every hour over a year and across zones', () => {
    for (const timeZone of ['America/New_York', 'America/Los_Angeles', 'Europe/Madrid', 'UTC']) {
      const intl = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' });
      for (let hour = 0; hour < 24 * 366; hour += 13) {
        const instant = new Date(Date.UTC(2026, 0, 1, hour, hour % 60));
        const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
        const time = `${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
        expect(formatDateTimeLong(instant, timeZone)).toBe(`${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year}, ${time} ${parts.timeZoneName}`);
        expect(formatDateTimeShort(instant, timeZone)).toBe(`${parts.month!.slice(0, 3)} ${parts.day}, ${parts.year}, ${time}`);
      }
    }
  });

  it('writes Spanish with the day before the month and "p. m.", the zone by its US name', () => {
    expect(formatDateTimeShort('2026-11-23T02:30:00.000Z', 'America/New_York', 'es')).toBe('22 nov 2026, 9:30 p. m.');
    expect(formatDateTimeLong('2026-11-23T02:30:00.000Z', 'America/New_York', 'es')).toBe('domingo 22 de noviembre de 2026, 9:30 p. m. EST');
    expect(formatDateTimeLong('2026-07-04T16:00:00Z', 'America/New_York', 'es')).toBe('sábado 4 de julio de 2026, 12:00 p. m. EDT');
    expect(formatDateTimeShort('2026-09-01T04:05:00Z', 'America/New_York', 'es')).toBe('1 sept 2026, 12:05 a. m.');
  });
});
