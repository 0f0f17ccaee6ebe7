import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../shared/i18n/admin/en';
import { messages as es } from '../../../shared/i18n/admin/es';
import type { AdminCatalog, AdminKey } from '../../../shared/i18n/catalog-types';
import { fillValues } from '../../../shared/i18n/fill-values';
import type { RegularDay } from '../../../shared/schemas/hours';
import type { AdminTranslate } from '../../i18n/admin-language';
import { addPeriod, checkWeek, closesAfterMidnight, copyDay, copyShortcut, removePeriod, sameWeek, setPeriod, switchDay, toWeekInput, weekFieldErrors, weekGeneralError, weekToForm, type WeekDayValues } from './week-values';

const translate = (catalog: AdminCatalog): AdminTranslate => (key, values) => fillValues(catalog[key as AdminKey] ?? key, values);
const inEnglish = translate(en);
const inSpanish = translate(es);

const one = (opens: string, closes: string) => ({ opens, closes, periods: [{ opens, closes }] });
const WEEK: RegularDay[] = [
  { day: 'MON', ...one('17:00', '21:00') },
  { day: 'TUE', ...one('17:00', '21:00') },
  { day: 'WED', ...one('17:00', '21:00') },
  { day: 'THU', ...one('17:00', '21:00') },
  { day: 'FRI', opens: '12:00', closes: '15:00', periods: [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '21:30' }] },
  { day: 'SAT', ...one('17:00', '00:30') },
  { day: 'SUN', opens: null, closes: null, periods: [] },
];
const EMPTY = [{ opens: '', closes: '' }];

describe('weekToForm and toWeekInput', () => {
  it('go round the week unchanged, in week order whatever order the answer had', () => {
    const form = weekToForm([...WEEK].reverse());
    expect(form.map((day) => day.day)).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
    expect(form[6]).toEqual({ day: 'SUN', open: false, periods: EMPTY });
    expect(form[4]!.periods).toEqual(WEEK[4]!.periods);
    expect(toWeekInput(form)).toEqual(WEEK.map(({ day, periods }) => ({ day, periods })));
  });

  it('treats a day the answer leaves out as closed', () => {
    expect(weekToForm(WEEK.slice(0, 6))[6]).toEqual({ day: 'SUN', open: false, periods: EMPTY });
  });

  it('sends a switched-off day without its kept times, and an empty time as null for the server to judge', () => {
    let form = switchDay(weekToForm(WEEK), 0, false);
    form = setPeriod(form, 1, 0, { closes: '' });
    expect(form[0]!.periods).toEqual([{ opens: '17:00', closes: '21:00' }]);
    const body = toWeekInput(form);
    expect(body[0]).toEqual({ day: 'MON', periods: [] });
    expect(body[1]).toEqual({ day: 'TUE', periods: [{ opens: '17:00', closes: null }] });
  });
});

describe('addPeriod, removePeriod and setPeriod', () => {
  it('add an empty period up to three, remove any but the last, change one period only', () => {
    let form = addPeriod(weekToForm(WEEK), 0);
    expect(form[0]!.periods).toEqual([{ opens: '17:00', closes: '21:00' }, { opens: '', closes: '' }]);
    form = setPeriod(form, 0, 1, { opens: '12:00', closes: '15:00' });
    expect(toWeekInput(form)[0]).toEqual({ day: 'MON', periods: [{ opens: '17:00', closes: '21:00' }, { opens: '12:00', closes: '15:00' }] });
    form = addPeriod(addPeriod(form, 0), 0);
    expect(form[0]!.periods).toHaveLength(3);
    form = removePeriod(form, 0, 0);
    expect(form[0]!.periods).toEqual([{ opens: '12:00', closes: '15:00' }, { opens: '', closes: '' }]);
    expect(removePeriod(removePeriod(form, 0, 1), 0, 0)[0]!.periods).toEqual([{ opens: '12:00', closes: '15:00' }]);
    expect(form[1]).toEqual(weekToForm(WEEK)[1]);
  });
});

describe('checkWeek', () => {
  it('refuses a day switched on with neither time, keyed as the server keys its fields', () => {
    const form = setPeriod(weekToForm(WEEK), 3, 0, { opens: '', closes: '' });
    expect(checkWeek(form, inEnglish, 'en')).toEqual({ '3.opens': 'Set when Thursday opens and closes, or switch the day off.' });
    expect(checkWeek(weekToForm(WEEK), inEnglish, 'en')).toEqual({});
  });

  it('says so in the admin\'s language, the day named in it', () => {
    const form = setPeriod(weekToForm(WEEK), 3, 0, { opens: '', closes: '' });
    expect(checkWeek(form, inSpanish, 'es')).toEqual({ '3.opens': 'Indica a qué hora abre y cierra el jueves, o pon el día en Cerrado.' });
  });

  it('refuses an added period left empty', () => {
    expect(checkWeek(addPeriod(weekToForm(WEEK), 4), inEnglish, 'en')).toEqual({ '4.periods.2.opens': 'Set this period’s times, or remove it.' });
  });
});

describe('weekFieldErrors and weekGeneralError', () => {
  it('put the server\'s messages on their day, period and field, and the rest above the grid', () => {
    const fields = {
      '4.opens': 'Opens and closes must both be set, or both be empty for a closed day.',
      '1.closes': 'Closes must be a 24-hour time (HH:MM).',
      '2.periods.1.opens': 'Opening periods must not overlap.',
      '3.periods': 'A day has at most 3 opening periods.',
      body: 'Regular hours must list each day once: MON, TUE, WED, THU, FRI, SAT, SUN.',
    };
    expect(weekFieldErrors(fields)).toEqual({
      FRI: [{ opens: fields['4.opens'] }],
      TUE: [{ closes: fields['1.closes'] }],
      WED: [undefined, { opens: fields['2.periods.1.opens'] }],
      THU: [{ opens: fields['3.periods'] }],
    });
    expect(weekGeneralError(fields)).toBe(fields.body);
    expect(weekGeneralError({ '4.opens': 'x', '4.periods.2.closes': 'y' })).toBeNull();
    expect(weekFieldErrors({ '9.opens': 'x' })).toEqual({});
  });
});

describe('sameWeek', () => {
  it('sees a change of time, of a period or of the switch, not the kept times of a day switched off', () => {
    const form = weekToForm(WEEK);
    expect(sameWeek(form, WEEK)).toBe(true);
    expect(sameWeek(setPeriod(form, 4, 1, { closes: '22:00' }), WEEK)).toBe(false);
    expect(sameWeek(removePeriod(form, 4, 0), WEEK)).toBe(false);
    expect(sameWeek(switchDay(form, 0, false), WEEK)).toBe(false);
    expect(sameWeek(setPeriod(form, 6, 0, { opens: '12:00' }), WEEK)).toBe(true);
  });
});

describe('closesAfterMidnight', () => {
  it('is true for a period closing at or before it opens', () => {
    expect(closesAfterMidnight({ opens: '17:00', closes: '00:30' })).toBe(true);
    expect(closesAfterMidnight({ opens: '17:00', closes: '17:00' })).toBe(true);
    expect(closesAfterMidnight({ opens: '17:00', closes: '21:00' })).toBe(false);
    expect(closesAfterMidnight({ opens: '17:00', closes: '' })).toBe(false);
  });
});

describe('switchDay', () => {
  it('switches a day off keeping its periods, and back on with them', () => {
    const off = switchDay(weekToForm(WEEK), 4, false);
    expect(off[4]).toEqual({ day: 'FRI', open: false, periods: WEEK[4]!.periods });
    expect(switchDay(off, 4, true)[4]).toEqual({ day: 'FRI', open: true, periods: WEEK[4]!.periods });
  });

  it('gives a day switched on without times the periods of the nearest open day before it, else the first open one', () => {
    expect(switchDay(weekToForm(WEEK), 6, true)[6]).toEqual({ day: 'SUN', open: true, periods: [{ opens: '17:00', closes: '00:30' }] });
    const onlyFriday = weekToForm(WEEK.map((day) => (day.day === 'FRI' ? day : { day: day.day, opens: null, closes: null, periods: [] })));
    expect(switchDay(onlyFriday, 0, true)[0]).toEqual({ day: 'MON', open: true, periods: WEEK[4]!.periods });
    const none = weekToForm(WEEK.map((day) => ({ day: day.day, opens: null, closes: null, periods: [] })));
    expect(switchDay(none, 2, true)[2]).toEqual({ day: 'WED', open: true, periods: EMPTY });
  });
});

describe('Copy to…', () => {
  const lunchAndDinner = [
    { opens: '12:00', closes: '15:00' },
    { opens: '17:00', closes: '22:00' },
  ];
  const week = (): WeekDayValues[] =>
    weekToForm([
      { day: 'MON', opens: '12:00', closes: '22:00', periods: lunchAndDinner },
      { day: 'TUE', opens: '18:00', closes: '23:00', periods: [{ opens: '18:00', closes: '23:00' }] },
      { day: 'SAT', opens: '11:00', closes: '01:00', periods: [{ opens: '11:00', closes: '01:00' }] },
    ]);

  it('gives the chosen days the day’s periods in one go and leaves the others as typed', () => {
    const copied = copyDay(week(), 'MON', copyShortcut('MON', 'weekdays'));
    for (const day of ['MON', 'TUE', 'WED', 'THU', 'FRI']) expect(copied.find((one) => one.day === day)).toMatchObject({ open: true, periods: lunchAndDinner });
    expect(copied.find((one) => one.day === 'SAT')).toEqual(week()[5]);
    expect(copied.find((one) => one.day === 'SUN')).toEqual(week()[6]);
    // Copies, not shared periods: a time typed on Tuesday afterwards leaves Monday alone.
    expect(copied[1]!.periods[0]).not.toBe(copied[0]!.periods[0]);
    expect(toWeekInput(copied).slice(0, 5).every((day) => JSON.stringify(day.periods) === JSON.stringify(lunchAndDinner))).toBe(true);
  });

  it('copies a closed day as closed, the target keeping the times it had for when it opens again', () => {
    const copied = copyDay(week(), 'SUN', ['TUE', 'SAT']);
    expect(copied[1]).toEqual({ ...week()[1], open: false });
    expect(copied[5]).toEqual({ ...week()[5], open: false });
    expect(copied[0]).toEqual(week()[0]);
  });

  it('never copies a day onto itself; the shortcuts leave it out', () => {
    expect(copyShortcut('WED', 'weekdays')).toEqual(['MON', 'TUE', 'THU', 'FRI']);
    expect(copyShortcut('MON', 'all')).toEqual(['TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
    expect(copyDay(week(), 'MON', ['MON'])).toEqual(week());
    expect(copyDay(week(), 'MON', [])).toEqual(week());
  });
});
