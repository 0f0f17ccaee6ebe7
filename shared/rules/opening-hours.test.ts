import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { dayCodeOf } from './day-codes';
import { closesNextDay, hoursOn, openStatus, periodsOn, statusLine, statusLineChangesAt, type HoursSchedule } from './opening-hours';

type RegularDay = HoursSchedule['regular'][number];
/** The day's first period, or null when closed. */
const periodOn = (on: HoursSchedule, date: string) => periodsOn(on, date)[0] ?? null;

const NY = 'America/New_York';

/** The bar's week (SPEC: Mon–Thu 5:00 PM–9:00 PM, Fri and Sat 5:00 PM–9:30 PM, Sun closed). */
const WEEK: RegularDay[] = [
  { day: 'MON', opens: '17:00', closes: '21:00' },
  { day: 'TUE', opens: '17:00', closes: '21:00' },
  { day: 'WED', opens: '17:00', closes: '21:00' },
  { day: 'THU', opens: '17:00', closes: '21:00' },
  { day: 'FRI', opens: '17:00', closes: '21:30' },
  { day: 'SAT', opens: '17:00', closes: '21:30' },
  { day: 'SUN', opens: null, closes: null },
];

const THANKSGIVING = { date: '2026-11-26', closed: true, opens: null, closes: null, note: 'Thanksgiving' };
const schedule = (overrides: Partial<HoursSchedule> = {}): HoursSchedule => ({ timeZone: NY, regular: WEEK, special: [], ...overrides });
/** A week with the same hours every day. */
const everyDay = (opens: string | null, closes: string | null): RegularDay[] => WEEK.map(({ day }) => ({ day, opens, closes }));
const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('the calendar these tests rely on', () => {
  it('has Monday 23 November and Thanksgiving on Thursday 26 November 2026, and both clock changes on Sundays', () => {
    expect([dayCodeOf('2026-11-23'), dayCodeOf('2026-11-26'), dayCodeOf('2026-03-08'), dayCodeOf('2026-11-01')]).toEqual(['MON', 'THU', 'SUN', 'SUN']);
  });
});

describe('hoursOn', () => {
  it('gives the regular day, closed when it has no times', () => {
    expect(hoursOn(schedule(), '2026-11-23')).toEqual({ date: '2026-11-23', open: true, opens: '17:00', closes: '21:00', periods: [{ opens: '17:00', closes: '21:00' }], note: null });
    expect(hoursOn(schedule(), '2026-11-22')).toEqual({ date: '2026-11-22', open: false, opens: null, closes: null, periods: [], note: null });
  });

  it('lets a special date win: closed with its note, or changed hours', () => {
    const special = [THANKSGIVING, { date: '2026-11-22', closed: false, opens: '12:00', closes: '16:00', note: 'Sunday brunch' }];
    expect(hoursOn(schedule({ special }), '2026-11-26')).toEqual({ date: '2026-11-26', open: false, opens: null, closes: null, periods: [], note: 'Thanksgiving' });
    expect(hoursOn(schedule({ special }), '2026-11-22')).toEqual({ date: '2026-11-22', open: true, opens: '12:00', closes: '16:00', periods: [{ opens: '12:00', closes: '16:00' }], note: 'Sunday brunch' });
    expect(hoursOn(schedule({ special }), '2026-11-27').opens).toBe('17:00');
    // Closed wins over any times a closed record may carry.
    expect(hoursOn(schedule({ special: [{ ...THANKSGIVING, opens: '17:00', closes: '21:00' }] }), '2026-11-26')).toMatchObject({ open: false, opens: null });
  });
});

describe('closesNextDay', () => {
  it('is true when closes is at or before opens, false when the bar closes the same evening', () => {
    expect(closesNextDay('17:00', '01:00')).toBe(true);
    expect(closesNextDay('17:00', '00:00')).toBe(true);
    expect(closesNextDay('17:00', '17:00')).toBe(true);
    expect(closesNextDay('17:00', '23:59')).toBe(false);
    expect(closesNextDay('09:00', '17:00')).toBe(false);
  });
});

describe('periodOn', () => {
  it('is the day\'s hours as instants in the bar\'s zone', () => {
    expect(periodOn(schedule(), '2026-11-23')).toEqual({ date: '2026-11-23', opens: at('2026-11-23T22:00:00Z'), closes: at('2026-11-24T02:00:00Z'), note: null });
    expect(periodOn(schedule(), '2026-11-22')).toBeNull();
  });

  it('ends on the next date when closes is at or before opens', () => {
    const late = schedule({ regular: everyDay('18:00', '02:00') });
    expect(periodOn(late, '2026-11-27')).toMatchObject({ opens: at('2026-11-27T23:00:00Z'), closes: at('2026-11-28T07:00:00Z') });
    const roundTheClock = schedule({ regular: everyDay('17:00', '17:00') });
    expect(periodOn(roundTheClock, '2026-11-27')).toMatchObject({ opens: at('2026-11-27T22:00:00Z'), closes: at('2026-11-28T22:00:00Z') });
  });
});

describe('openStatus', () => {
  it('is open from the opening (inclusive) to the closing (exclusive)', () => {
    expect(openStatus(schedule(), at('2026-11-23T21:59:59.999Z'))).toMatchObject({ openNow: false, nextOpening: at('2026-11-23T22:00:00Z'), nextChange: at('2026-11-23T22:00:00Z') });
    const opening = openStatus(schedule(), at('2026-11-23T22:00:00Z'));
    expect(opening).toMatchObject({ openNow: true, closesAt: at('2026-11-24T02:00:00Z'), nextChange: at('2026-11-24T02:00:00Z'), nextOpening: at('2026-11-24T22:00:00Z') });
    expect(opening.period?.date).toBe('2026-11-23');
    expect(openStatus(schedule(), at('2026-11-24T01:59:59.999Z')).openNow).toBe(true);
    expect(openStatus(schedule(), at('2026-11-24T02:00:00Z'))).toMatchObject({ openNow: false, closesAt: null, period: null, nextOpening: at('2026-11-24T22:00:00Z') });
  });

  it('at 00:30 on Saturday is still open from Friday\'s period that closes after midnight', () => {
    const late = schedule({ regular: WEEK.map((day) => (day.day === 'FRI' ? { day: 'FRI', opens: '17:00', closes: '01:00' } : day)) });
    const status = openStatus(late, at('2026-11-28T05:30:00Z')); // Sat 00:30 EST
    expect(status).toMatchObject({ openNow: true, closesAt: at('2026-11-28T06:00:00Z'), nextOpening: at('2026-11-28T22:00:00Z') });
    expect(status.period?.date).toBe('2026-11-27');
    expect(openStatus(late, at('2026-11-28T06:00:00Z'))).toMatchObject({ openNow: false, nextOpening: at('2026-11-28T22:00:00Z') });
    // A Sunday closed in the regular week is still open in its first hour from Saturday's late period.
    const saturdayLate = schedule({ regular: WEEK.map((day) => (day.day === 'SAT' ? { day: 'SAT', opens: '17:00', closes: '01:00' } : day)) });
    expect(openStatus(saturdayLate, at('2026-11-29T05:59:00Z')).openNow).toBe(true);
    expect(statusLine(saturdayLate, at('2026-11-29T05:59:00Z'))).toBe('Open now · until 1:00 AM');
  });

  it('joins periods that touch: open until the last one closes', () => {
    const regular = WEEK.map((day) => (day.day === 'FRI' ? { day: 'FRI' as const, opens: '17:00', closes: '02:00' } : day.day === 'SAT' ? { day: 'SAT' as const, opens: '02:00', closes: '04:00' } : day));
    expect(openStatus(schedule({ regular }), at('2026-11-28T06:00:00Z'))).toMatchObject({ openNow: true, closesAt: at('2026-11-28T09:00:00Z') });
  });

  it('finds nothing when the bar never opens within the horizon, and no closing when it never closes', () => {
    expect(openStatus(schedule({ regular: everyDay(null, null) }), at('2026-11-23T12:00:00Z'))).toEqual({ openNow: false, period: null, closesAt: null, nextOpening: null, nextChange: null });
    const always = openStatus(schedule({ regular: everyDay('00:00', '00:00') }), at('2026-11-23T12:00:00Z'));
    expect(always).toMatchObject({ openNow: true, closesAt: null, nextOpening: null, nextChange: null });
  });

  it('looks only as far as the horizon', () => {
    const closedUntil = schedule({ regular: everyDay(null, null), special: [{ date: '2026-12-20', closed: false, opens: '17:00', closes: '21:00', note: null }] });
    expect(iso(openStatus(closedUntil, at('2026-11-23T12:00:00Z')).nextOpening)).toBe('2026-12-20T22:00:00.000Z');
    expect(openStatus(closedUntil, at('2026-11-23T12:00:00Z'), 20).nextOpening).toBeNull();
  });

  describe('where the process runs in another zone than the bar', () => {
    const before = process.env.TZ;
    beforeAll(() => {
      // UTC+14: the process's own calendar is a day ahead of the bar's most of the time.
      process.env.TZ = 'Pacific/Kiritimati';
    });
    afterAll(() => {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    });

    it('still reads the bar\'s zone', () => {
      expect(new Date('2026-11-23T15:00:00Z').getDate()).toBe(24); // the process is already on Tuesday
      expect(openStatus(schedule(), at('2026-11-23T15:00:00Z'))).toMatchObject({ openNow: false, nextOpening: at('2026-11-23T22:00:00Z') });
      expect(statusLine(schedule(), at('2026-11-23T15:00:00Z'))).toBe('Closed now · opens today at 5:00 PM');
    });

    it('and a bar in another zone than New York reads its own', () => {
      const madrid = schedule({ timeZone: 'Europe/Madrid' });
      expect(openStatus(madrid, at('2026-11-23T16:00:00Z'))).toMatchObject({ openNow: true, closesAt: at('2026-11-23T20:00:00Z') });
      expect(statusLine(madrid, at('2026-11-23T16:00:00Z'))).toBe('Open now · until 9:00 PM');
    });
  });
});

describe('on the days the clocks change (America/New_York)', () => {
  it('spring forward, 2026-03-08: a closing at 02:30, a time that never shows, lands at 03:30 EDT, the same length of evening', () => {
    const late = schedule({ regular: WEEK.map((day) => (day.day === 'SAT' ? { day: 'SAT', opens: '22:00', closes: '02:30' } : day)) });
    expect(periodOn(late, '2026-03-07')).toMatchObject({ opens: at('2026-03-08T03:00:00Z'), closes: at('2026-03-08T07:30:00Z') });
    expect(openStatus(late, at('2026-03-08T07:15:00Z'))).toMatchObject({ openNow: true, closesAt: at('2026-03-08T07:30:00Z') });
    expect(statusLine(late, at('2026-03-08T07:15:00Z'))).toBe('Open now · until 3:30 AM');
    expect(openStatus(late, at('2026-03-08T07:30:00Z')).openNow).toBe(false);
    // That Sunday is closed; Monday opens at 5:00 PM, already on summer time (UTC-4).
    expect(statusLine(late, at('2026-03-08T16:00:00Z'))).toBe('Closed today · back Monday at 5:00 PM');
    expect(openStatus(late, at('2026-03-08T16:00:00Z')).nextOpening).toEqual(at('2026-03-09T21:00:00Z'));
  });

  it('spring forward: hours inside the skipped hour make a closed day, not a negative one', () => {
    const odd = schedule({ special: [{ date: '2026-03-08', closed: false, opens: '02:10', closes: '02:50', note: null }] });
    expect(periodOn(odd, '2026-03-08')).toMatchObject({ opens: at('2026-03-08T07:10:00Z'), closes: at('2026-03-08T07:50:00Z') });
    const inverted = schedule({ special: [{ date: '2026-03-08', closed: false, opens: '02:30', closes: '03:00', note: null }] });
    expect(periodOn(inverted, '2026-03-08')).toBeNull();
  });

  it('fall back, 2026-11-01: a closing at 01:30, a time that happens twice, is the first one', () => {
    const late = schedule({ regular: WEEK.map((day) => (day.day === 'SAT' ? { day: 'SAT', opens: '22:00', closes: '01:30' } : day.day === 'SUN' ? { day: 'SUN', opens: '17:00', closes: '21:00' } : day)) });
    expect(periodOn(late, '2026-10-31')).toMatchObject({ opens: at('2026-11-01T02:00:00Z'), closes: at('2026-11-01T05:30:00Z') });
    expect(openStatus(late, at('2026-11-01T05:29:00Z')).openNow).toBe(true);
    // 01:15 EST, the second time the wall clock shows 01:15: closed already.
    expect(openStatus(late, at('2026-11-01T06:15:00Z'))).toMatchObject({ openNow: false, nextOpening: at('2026-11-01T22:00:00Z') });
    expect(statusLine(late, at('2026-11-01T06:15:00Z'))).toBe('Closed now · opens today at 5:00 PM');
    // Sunday's own evening is on winter time (UTC-5).
    expect(periodOn(late, '2026-11-01')).toMatchObject({ opens: at('2026-11-01T22:00:00Z'), closes: at('2026-11-02T02:00:00Z') });
  });
});

describe('statusLine', () => {
  it('says when an open bar closes', () => {
    expect(statusLine(schedule(), at('2026-11-28T01:00:00Z'))).toBe('Open now · until 9:30 PM'); // Fri 8:00 PM
    expect(statusLine(schedule(), at('2026-11-23T22:00:00Z'))).toBe('Open now · until 9:00 PM');
  });

  it('says when a closed bar opens: today, tomorrow or the day', () => {
    expect(statusLine(schedule(), at('2026-11-23T15:00:00Z'))).toBe('Closed now · opens today at 5:00 PM'); // Mon 10:00 AM
    expect(statusLine(schedule(), at('2026-11-24T02:00:00Z'))).toBe('Closed now · opens tomorrow at 5:00 PM'); // Mon 9:00 PM, closing time
    expect(statusLine(schedule(), at('2026-11-29T03:00:00Z'))).toBe('Closed now · opens Monday at 5:00 PM'); // Sat 10:00 PM
  });

  it('on a day the regular week keeps closed, says when the bar is back', () => {
    expect(statusLine(schedule(), at('2026-11-22T17:00:00Z'))).toBe('Closed today · back Monday at 5:00 PM'); // Sun noon
  });

  it('on a special closed day, names it', () => {
    const special = [THANKSGIVING];
    expect(statusLine(schedule({ special }), at('2026-11-26T17:00:00Z'))).toBe('Closed today (Thanksgiving) · back Friday at 5:00 PM');
    expect(openStatus(schedule({ special }), at('2026-11-26T17:00:00Z')).nextOpening).toEqual(at('2026-11-27T22:00:00Z'));
    // The evening before: Thursday is skipped.
    expect(statusLine(schedule({ special }), at('2026-11-26T03:00:00Z'))).toBe('Closed now · opens Friday at 5:00 PM');
    expect(statusLine(schedule({ special: [{ ...THANKSGIVING, note: null }] }), at('2026-11-26T17:00:00Z'))).toBe('Closed today · back Friday at 5:00 PM');
  });

  it('on a special day with changed hours, names it with the hours of that day', () => {
    const special = [{ date: '2026-12-31', closed: false, opens: '19:00', closes: '01:00', note: 'New Year\'s Eve' }];
    expect(statusLine(schedule({ special }), at('2026-12-31T23:00:00Z'))).toBe('Closed now · opens today at 7:00 PM (New Year\'s Eve)'); // 6:00 PM
    expect(statusLine(schedule({ special }), at('2027-01-01T04:30:00Z'))).toBe('Open now · until 1:00 AM (New Year\'s Eve)'); // 11:30 PM
    expect(statusLine(schedule({ special }), at('2027-01-01T05:30:00Z'))).toBe('Open now · until 1:00 AM (New Year\'s Eve)'); // 00:30 on Jan 1
    expect(statusLine(schedule({ special }), at('2027-01-01T06:00:00Z'))).toBe('Closed now · opens today at 5:00 PM');
    // After that day's hours, the line is about the next opening: the note stays with its own day.
    const lunch = [{ date: '2026-11-24', closed: false, opens: '12:00', closes: '15:00', note: 'Lunch only' }];
    expect(statusLine(schedule({ special: lunch }), at('2026-11-24T21:00:00Z'))).toBe('Closed now · opens tomorrow at 5:00 PM');
  });

  it('names the date of a return more than a week away', () => {
    const special = Array.from({ length: 14 }, (_, index) => ({ date: addDays('2026-11-23', index), closed: true, opens: null, closes: null, note: 'Winter break' }));
    expect(special.at(-1)?.date).toBe('2026-12-06');
    expect(statusLine(schedule({ special }), at('2026-11-23T17:00:00Z'))).toBe('Closed today (Winter break) · back Monday, December 7 at 5:00 PM');
  });

  it('says only closed when the bar never opens again within the horizon', () => {
    expect(statusLine(schedule({ regular: everyDay(null, null) }), at('2026-11-23T17:00:00Z'))).toBe('Closed today');
    const lastEvening = schedule({ regular: everyDay(null, null), special: [{ date: '2026-11-23', closed: false, opens: '17:00', closes: '21:00', note: null }] });
    expect(statusLine(lastEvening, at('2026-11-24T03:00:00Z'))).toBe('Closed now');
  });

  it('names the day of a closing more than a day away, and none past the horizon', () => {
    const long = schedule({ special: [{ date: '2026-11-23', closed: false, opens: '17:00', closes: '17:00', note: null }, { date: '2026-11-24', closed: false, opens: '17:00', closes: '21:00', note: null }] });
    expect(statusLine(long, at('2026-11-23T22:30:00Z'))).toBe('Open now · until Tuesday at 9:00 PM');
    expect(statusLine(schedule({ regular: everyDay('00:00', '00:00') }), at('2026-11-23T17:00:00Z'))).toBe('Open now');
  });
});

describe('statusLineChangesAt', () => {
  it('is the next opening or closing, or the local midnight when that comes first', () => {
    expect(statusLineChangesAt(schedule(), at('2026-11-23T15:00:00Z'))).toEqual(at('2026-11-23T22:00:00Z'));
    expect(statusLineChangesAt(schedule(), at('2026-11-23T22:00:00Z'))).toEqual(at('2026-11-24T02:00:00Z'));
    // After closing, "opens tomorrow" becomes "opens today" at midnight.
    expect(statusLineChangesAt(schedule(), at('2026-11-24T02:00:00Z'))).toEqual(at('2026-11-24T05:00:00Z'));
    expect(statusLineChangesAt(schedule({ regular: everyDay(null, null) }), at('2026-11-24T02:00:00Z'))).toEqual(at('2026-11-24T05:00:00Z'));
  });
});

describe('a day with lunch and dinner (12:00–15:00 and 17:00–22:00)', () => {
  const lunchAndDinner = (dinnerCloses = '22:00'): RegularDay[] =>
    WEEK.map(({ day }) => ({ day, opens: '12:00', closes: '15:00', periods: [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: dinnerCloses }] }));
  const twice = schedule({ regular: lunchAndDinner() });
  // Monday 23 November 2026, New York is UTC-5.

  it('gives both periods of the day, by opening', () => {
    expect(periodsOn(twice, '2026-11-23').map((period) => [iso(period.opens), iso(period.closes)])).toEqual([
      ['2026-11-23T17:00:00.000Z', '2026-11-23T20:00:00.000Z'],
      ['2026-11-23T22:00:00.000Z', '2026-11-24T03:00:00.000Z'],
    ]);
    expect(hoursOn(twice, '2026-11-23')).toMatchObject({ open: true, opens: '12:00', closes: '15:00' });
  });

  it('at 14:00 is open until lunch ends', () => {
    expect(openStatus(twice, at('2026-11-23T19:00:00Z'))).toMatchObject({ openNow: true, closesAt: at('2026-11-23T20:00:00Z'), nextOpening: at('2026-11-23T22:00:00Z') });
    expect(statusLine(twice, at('2026-11-23T19:00:00Z'))).toBe('Open now · until 3:00 PM');
    expect(statusLineChangesAt(twice, at('2026-11-23T19:00:00Z'))).toEqual(at('2026-11-23T20:00:00Z'));
  });

  it('at 15:30, between lunch and dinner, is closed and opens at dinner', () => {
    expect(openStatus(twice, at('2026-11-23T20:30:00Z'))).toMatchObject({ openNow: false, nextOpening: at('2026-11-23T22:00:00Z') });
    expect(statusLine(twice, at('2026-11-23T20:30:00Z'))).toBe('Closed now · opens at 5:00 PM');
    expect(statusLineChangesAt(twice, at('2026-11-23T20:30:00Z'))).toEqual(at('2026-11-23T22:00:00Z'));
  });

  it('before lunch still says today', () => {
    expect(statusLine(twice, at('2026-11-23T15:00:00Z'))).toBe('Closed now · opens today at 12:00 PM');
  });

  it('at 21:00 is open until dinner ends, then opens for tomorrow\'s lunch', () => {
    expect(openStatus(twice, at('2026-11-24T02:00:00Z'))).toMatchObject({ openNow: true, closesAt: at('2026-11-24T03:00:00Z'), nextOpening: at('2026-11-24T17:00:00Z') });
    expect(statusLine(twice, at('2026-11-24T02:00:00Z'))).toBe('Open now · until 10:00 PM');
    expect(statusLine(twice, at('2026-11-24T03:30:00Z'))).toBe('Closed now · opens tomorrow at 12:00 PM');
  });

  it('with dinner closing after midnight, is still open at 00:30 and then opens for lunch', () => {
    const late = schedule({ regular: lunchAndDinner('01:00') });
    // 00:30 on Tuesday 24 November.
    expect(openStatus(late, at('2026-11-24T05:30:00Z'))).toMatchObject({ openNow: true, closesAt: at('2026-11-24T06:00:00Z'), nextOpening: at('2026-11-24T17:00:00Z') });
    expect(statusLine(late, at('2026-11-24T05:30:00Z'))).toBe('Open now · until 1:00 AM');
    expect(statusLine(late, at('2026-11-24T06:30:00Z'))).toBe('Closed now · opens today at 12:00 PM');
  });

  it('on a special date with its own periods, uses them over the regular day', () => {
    const special = [{ date: '2026-11-23', closed: false, opens: '11:00', closes: '13:00', periods: [{ opens: '11:00', closes: '13:00' }, { opens: '19:00', closes: '23:00' }], note: 'Market day' }];
    const withSpecial = schedule({ regular: lunchAndDinner(), special });
    expect(statusLine(withSpecial, at('2026-11-23T19:00:00Z'))).toBe('Closed now · opens at 7:00 PM (Market day)');
  });
});

describe('statusLine in Spanish', () => {
  const es = (on: HoursSchedule, iso: string) => statusLine(on, at(iso), 'es');

  it('says until when an open bar serves, with "las" before the hour and "la" before one o\'clock', () => {
    expect(es(schedule(), '2026-11-28T01:00:00Z')).toBe('Abierto ahora · hasta las 9:30 p. m.'); // Fri 8:00 PM
    const newYearsEve = [{ date: '2026-12-31', closed: false, opens: '19:00', closes: '01:00', note: 'Nochevieja' }];
    expect(es(schedule({ special: newYearsEve }), '2027-01-01T04:30:00Z')).toBe('Abierto ahora · hasta la 1:00 a. m. (Nochevieja)');
  });

  it('says when a closed bar opens: hoy, mañana or el día', () => {
    expect(es(schedule(), '2026-11-23T15:00:00Z')).toBe('Cerrado ahora · abre hoy a las 5:00 p. m.');
    expect(es(schedule(), '2026-11-24T02:00:00Z')).toBe('Cerrado ahora · abre mañana a las 5:00 p. m.');
    expect(es(schedule(), '2026-11-29T03:00:00Z')).toBe('Cerrado ahora · abre el lunes a las 5:00 p. m.');
  });

  it('on a closed day says when the bar is back, naming a special day by its note', () => {
    expect(es(schedule(), '2026-11-22T17:00:00Z')).toBe('Cerrado hoy · volvemos el lunes a las 5:00 p. m.');
    const special = [{ ...THANKSGIVING, note: 'Acción de Gracias' }];
    expect(es(schedule({ special }), '2026-11-26T17:00:00Z')).toBe('Cerrado hoy (Acción de Gracias) · volvemos el viernes a las 5:00 p. m.');
  });

  it('names the long date of a return more than a week away', () => {
    const special = Array.from({ length: 14 }, (_, index) => ({ date: addDays('2026-11-23', index), closed: true, opens: null, closes: null, note: 'Vacaciones' }));
    expect(es(schedule({ special }), '2026-11-23T17:00:00Z')).toBe('Cerrado hoy (Vacaciones) · volvemos el lunes 7 de diciembre a las 5:00 p. m.');
  });

  it('between lunch and dinner, and when the bar never opens again', () => {
    const twice = schedule({ regular: WEEK.map(({ day }) => ({ day, opens: '12:00', closes: '15:00', periods: [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '22:00' }] })) });
    expect(es(twice, '2026-11-23T20:30:00Z')).toBe('Cerrado ahora · abre a las 5:00 p. m.');
    expect(es(schedule({ regular: everyDay(null, null) }), '2026-11-23T17:00:00Z')).toBe('Cerrado hoy');
    const lastEvening = schedule({ regular: everyDay(null, null), special: [{ date: '2026-11-23', closed: false, opens: '17:00', closes: '21:00', note: null }] });
    expect(es(lastEvening, '2026-11-24T03:00:00Z')).toBe('Cerrado ahora');
  });

  it('names the day of a closing more than a day away, and none past the horizon', () => {
    const long = schedule({ special: [{ date: '2026-11-23', closed: false, opens: '17:00', closes: '17:00', note: null }, { date: '2026-11-24', closed: false, opens: '17:00', closes: '21:00', note: null }] });
    expect(es(long, '2026-11-23T22:30:00Z')).toBe('Abierto ahora · hasta el martes a las 9:00 p. m.');
    expect(es(schedule({ regular: everyDay('00:00', '00:00') }), '2026-11-23T17:00:00Z')).toBe('Abierto ahora');
  });

  it('is the English line when no language is given', () => {
    expect(statusLine(schedule(), at('2026-11-28T01:00:00Z'), 'en')).toBe(statusLine(schedule(), at('2026-11-28T01:00:00Z')));
  });
});
