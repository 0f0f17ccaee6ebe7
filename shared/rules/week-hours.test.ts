import { describe, expect, it } from 'vitest';
import { groupWeek, weekWithToday } from './week-hours';

const day = (code: string, opens: string | null, closes: string | null) => ({ day: code as 'MON', opens, closes });

describe('groupWeek', () => {
  it("tells the bar's week in three rows", () => {
    const week = [
      ...['MON', 'TUE', 'WED', 'THU'].map((code) => day(code, '17:00', '21:00')),
      ...['FRI', 'SAT'].map((code) => day(code, '17:00', '21:30')),
      day('SUN', null, null),
    ];
    expect(groupWeek(week)).toEqual([
      { label: 'Mon–Thu', days: ['MON', 'TUE', 'WED', 'THU'], opens: '17:00', closes: '21:00', periods: [{ opens: '17:00', closes: '21:00' }] },
      { label: 'Fri & Sat', days: ['FRI', 'SAT'], opens: '17:00', closes: '21:30', periods: [{ opens: '17:00', closes: '21:30' }] },
      { label: 'Sun', days: ['SUN'], opens: null, closes: null, periods: [] },
    ]);
  });

  it('groups only neighbouring days, in week order whatever the input order', () => {
    const week = [day('SUN', '12:00', '16:00'), day('SAT', '17:00', '01:00'), day('FRI', '17:00', '01:00'), day('WED', '17:00', '22:00'), day('TUE', null, null), day('MON', '17:00', '22:00'), day('THU', '17:00', '22:00')];
    expect(groupWeek(week).map((row) => [row.label, row.opens, row.closes])).toEqual([
      ['Mon', '17:00', '22:00'],
      ['Tue', null, null],
      ['Wed & Thu', '17:00', '22:00'],
      ['Fri & Sat', '17:00', '01:00'],
      ['Sun', '12:00', '16:00'],
    ]);
  });

  it('groups days by all their periods: lunch and dinner is not dinner alone', () => {
    const lunch = { opens: '12:00', closes: '15:00' };
    const dinner = { opens: '17:00', closes: '22:00' };
    const week = [day('MON', '17:00', '22:00'), { day: 'TUE' as const, opens: '17:00', closes: '22:00', periods: [dinner] }, { ...day('WED', '12:00', '15:00'), periods: [dinner, lunch] }, { ...day('THU', '12:00', '15:00'), periods: [lunch, dinner] }];
    expect(groupWeek(week).map((row) => [row.label, row.opens, row.periods.length])).toEqual([
      ['Mon & Tue', '17:00', 1],
      // Periods are read by opening time, whatever order they came in.
      ['Wed & Thu', '12:00', 2],
      ['Fri–Sun', null, 0],
    ]);
  });

  it('reads a day with one time, or a missing day, as closed', () => {
    const rows = groupWeek([day('MON', '17:00', null), day('TUE', null, null)]);
    expect(rows).toEqual([{ label: 'Mon–Sun', days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], opens: null, closes: null, periods: [] }]);
  });
});

describe('weekWithToday', () => {
  const week = [
    ...['MON', 'TUE', 'WED', 'THU'].map((code) => day(code, '17:00', '21:00')),
    ...['FRI', 'SAT'].map((code) => day(code, '17:00', '01:00')),
    day('SUN', null, null),
  ];
  const marks = (rows: ReturnType<typeof weekWithToday>) => rows.map((row) => `${row.label}${row.today ? '*' : ''} ${row.opens ?? '-'}–${row.closes ?? '-'}`);

  it("marks the row holding the bar's today, on an open and on a closed day", () => {
    // 2026-11-25 is a Wednesday, 2026-11-29 a Sunday.
    expect(marks(weekWithToday(week, { date: '2026-11-25', opens: '17:00', closes: '21:00', note: null }))).toEqual(['Mon–Thu* 17:00–21:00', 'Fri & Sat 17:00–01:00', 'Sun -–-']);
    expect(marks(weekWithToday(week, { date: '2026-11-29', opens: null, closes: null, note: null }))).toEqual(['Mon–Thu 17:00–21:00', 'Fri & Sat 17:00–01:00', 'Sun* -–-']);
  });

  it('gives a special today its own first row, named for its note, and leaves the week unmarked', () => {
    expect(marks(weekWithToday(week, { date: '2026-11-26', opens: null, closes: null, note: 'Thanksgiving' }))).toEqual(['Thanksgiving* -–-', 'Mon–Thu 17:00–21:00', 'Fri & Sat 17:00–01:00', 'Sun -–-']);
    expect(weekWithToday(week, { date: '2026-11-29', opens: '12:00', closes: '16:00', note: null })[0]).toEqual({ label: 'Special hours', days: ['SUN'], opens: '12:00', closes: '16:00', periods: [{ opens: '12:00', closes: '16:00' }], today: true });
  });

  it('names a special today by its note even when its hours are the regular ones', () => {
    expect(marks(weekWithToday(week, { date: '2026-11-27', opens: '17:00', closes: '01:00', note: 'Flamenco night' }))).toEqual(['Flamenco night* 17:00–01:00', 'Mon–Thu 17:00–21:00', 'Fri & Sat 17:00–01:00', 'Sun -–-']);
  });

  it('keeps the regular row for a special date with the same hours and no note', () => {
    expect(marks(weekWithToday(week, { date: '2026-11-27', opens: '17:00', closes: '01:00', note: null }))).toEqual(['Mon–Thu 17:00–21:00', 'Fri & Sat* 17:00–01:00', 'Sun -–-']);
  });

  it('gives today its own row when a special date adds or drops a period', () => {
    const lunchAndDinner = [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '21:00' }];
    expect(marks(weekWithToday(week, { date: '2026-11-25', opens: '12:00', closes: '15:00', periods: lunchAndDinner, note: null }))[0]).toBe('Special hours* 12:00–15:00');
  });

  it('marks nothing before the server has said which day it is', () => {
    expect(weekWithToday(week, null).some((row) => row.today)).toBe(false);
  });
});

describe('the week in Spanish', () => {
  const week = [
    ...['MON', 'TUE', 'WED', 'THU'].map((code) => day(code, '17:00', '21:00')),
    ...['FRI', 'SAT'].map((code) => day(code, '17:00', '21:30')),
    day('SUN', null, null),
  ];

  it('labels the rows with capitalised Spanish abbreviations, two days joined by "y"', () => {
    expect(groupWeek(week, 'es').map((row) => row.label)).toEqual(['Lun–Jue', 'Vie y Sáb', 'Dom']);
    const split = [day('MON', null, null), day('TUE', '17:00', '22:00'), day('WED', '17:00', '22:00'), day('THU', '12:00', '16:00'), day('FRI', null, null), day('SAT', null, null), day('SUN', null, null)];
    expect(groupWeek(split, 'es').map((row) => row.label)).toEqual(['Lun', 'Mar y Mié', 'Jue', 'Vie–Dom']);
  });

  it('groups the same rows as in English', () => {
    expect(groupWeek(week, 'es').map((row) => row.days)).toEqual(groupWeek(week).map((row) => row.days));
  });

  it('names a special today without a note "Horario especial", and by its note otherwise', () => {
    expect(weekWithToday(week, { date: '2026-11-29', opens: '12:00', closes: '16:00', note: null }, 'es')[0]).toMatchObject({ label: 'Horario especial', today: true });
    expect(weekWithToday(week, { date: '2026-11-26', opens: null, closes: null, note: 'Acción de Gracias' }, 'es')[0]).toMatchObject({ label: 'Acción de Gracias', today: true });
    expect(weekWithToday(week, { date: '2026-11-25', opens: '17:00', closes: '21:00', note: null }, 'es').map((row) => `${row.label}${row.today ? '*' : ''}`)).toEqual(['Lun–Jue*', 'Vie y Sáb', 'Dom']);
  });
});
