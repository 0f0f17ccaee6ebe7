import { describe, expect, it } from 'vitest';
import type { RegularDay } from '../../../shared/schemas/hours';
import { checkWeek, closesAfterMidnight, sameWeek, switchDay, toWeekInput, weekFieldErrors, weekGeneralError, weekToForm } from './week-values';

const WEEK: RegularDay[] = [
  { day: 'MON', opens: '17:00', closes: '21:00' },
  { day: 'TUE', opens: '17:00', closes: '21:00' },
  { day: 'WED', opens: '17:00', closes: '21:00' },
  { day: 'THU', opens: '17:00', closes: '21:00' },
  { day: 'FRI', opens: '17:00', closes: '21:30' },
  { day: 'SAT', opens: '17:00', closes: '00:30' },
  { day: 'SUN', opens: null, closes: null },
];

describe('weekToForm and toWeekInput', () => {
  it('go round the week unchanged, in week order whatever order the answer had', () => {
    const form = weekToForm([...WEEK].reverse());
    expect(form.map((day) => day.day)).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
    expect(form[6]).toEqual({ day: 'SUN', open: false, opens: '', closes: '' });
    expect(toWeekInput(form)).toEqual(WEEK);
  });

  it('treats a day the answer leaves out as closed', () => {
    expect(weekToForm(WEEK.slice(0, 6))[6]).toEqual({ day: 'SUN', open: false, opens: '', closes: '' });
  });

  it('sends a switched-off day without its kept times, and an empty time as null for the server to judge', () => {
    const form = weekToForm(WEEK).map((day) => (day.day === 'MON' ? { ...day, open: false } : day.day === 'TUE' ? { ...day, closes: '' } : day));
    expect(form[0]).toMatchObject({ opens: '17:00', closes: '21:00' });
    const body = toWeekInput(form);
    expect(body[0]).toEqual({ day: 'MON', opens: null, closes: null });
    expect(body[1]).toEqual({ day: 'TUE', opens: '17:00', closes: null });
  });
});

describe('checkWeek', () => {
  it('refuses a day switched on with neither time, keyed as the server keys its fields', () => {
    const form = weekToForm(WEEK).map((day) => (day.day === 'THU' ? { ...day, opens: '', closes: '' } : day));
    expect(checkWeek(form)).toEqual({ '3.opens': 'Set when Thursday opens and closes, or switch the day off.' });
    expect(checkWeek(weekToForm(WEEK))).toEqual({});
  });
});

describe('weekFieldErrors and weekGeneralError', () => {
  it('put the server\'s messages on their day and field, and the rest above the grid', () => {
    const fields = { '4.opens': 'Opens and closes must both be set, or both be empty for a closed day.', '1.closes': 'Closes must be a 24-hour time (HH:MM).', body: 'Regular hours must list each day once: MON, TUE, WED, THU, FRI, SAT, SUN.' };
    expect(weekFieldErrors(fields)).toEqual({ FRI: { opens: fields['4.opens'] }, TUE: { closes: fields['1.closes'] } });
    expect(weekGeneralError(fields)).toBe(fields.body);
    expect(weekGeneralError({ '4.opens': 'x' })).toBeNull();
    expect(weekFieldErrors({ '9.opens': 'x' })).toEqual({});
  });
});

describe('sameWeek', () => {
  it('sees a change of time or of the switch, not the kept times of a day switched off', () => {
    const form = weekToForm(WEEK);
    expect(sameWeek(form, WEEK)).toBe(true);
    expect(sameWeek(form.map((day) => (day.day === 'FRI' ? { ...day, closes: '22:00' } : day)), WEEK)).toBe(false);
    expect(sameWeek(form.map((day) => (day.day === 'MON' ? { ...day, open: false } : day)), WEEK)).toBe(false);
    expect(sameWeek(form.map((day) => (day.day === 'SUN' ? { ...day, opens: '12:00' } : day)), WEEK)).toBe(true);
  });
});

describe('closesAfterMidnight', () => {
  it('is true for an open day closing at or before it opens', () => {
    expect(closesAfterMidnight({ open: true, opens: '17:00', closes: '00:30' })).toBe(true);
    expect(closesAfterMidnight({ open: true, opens: '17:00', closes: '17:00' })).toBe(true);
    expect(closesAfterMidnight({ open: true, opens: '17:00', closes: '21:00' })).toBe(false);
    expect(closesAfterMidnight({ open: false, opens: '17:00', closes: '00:30' })).toBe(false);
    expect(closesAfterMidnight({ open: true, opens: '17:00', closes: '' })).toBe(false);
  });
});

describe('switchDay', () => {
  it('switches a day off keeping its times, and back on with them', () => {
    const off = switchDay(weekToForm(WEEK), 0, false);
    expect(off[0]).toEqual({ day: 'MON', open: false, opens: '17:00', closes: '21:00' });
    expect(switchDay(off, 0, true)[0]).toEqual({ day: 'MON', open: true, opens: '17:00', closes: '21:00' });
  });

  it('gives a day switched on without times those of the nearest open day before it, else the first open one', () => {
    expect(switchDay(weekToForm(WEEK), 6, true)[6]).toEqual({ day: 'SUN', open: true, opens: '17:00', closes: '00:30' });
    const onlyFriday = weekToForm(WEEK.map((day) => (day.day === 'FRI' ? day : { day: day.day, opens: null, closes: null })));
    expect(switchDay(onlyFriday, 0, true)[0]).toEqual({ day: 'MON', open: true, opens: '17:00', closes: '21:30' });
    const none = weekToForm(WEEK.map((day) => ({ day: day.day, opens: null, closes: null })));
    expect(switchDay(none, 2, true)[2]).toEqual({ day: 'WED', open: true, opens: '', closes: '' });
  });
});
