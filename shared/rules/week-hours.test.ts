import { describe, expect, it } from 'vitest';
import { groupWeek } from './week-hours';

const day = (code: string, opens: string | null, closes: string | null) => ({ day: code as 'MON', opens, closes });

describe('groupWeek', () => {
  it("tells the bar's week in three rows", () => {
    const week = [
      ...['MON', 'TUE', 'WED', 'THU'].map((code) => day(code, '17:00', '21:00')),
      ...['FRI', 'SAT'].map((code) => day(code, '17:00', '21:30')),
      day('SUN', null, null),
    ];
    expect(groupWeek(week)).toEqual([
      { label: 'Mon–Thu', days: ['MON', 'TUE', 'WED', 'THU'], opens: '17:00', closes: '21:00' },
      { label: 'Fri & Sat', days: ['FRI', 'SAT'], opens: '17:00', closes: '21:30' },
      { label: 'Sun', days: ['SUN'], opens: null, closes: null },
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

  it('reads a day with one time, or a missing day, as closed', () => {
    const rows = groupWeek([day('MON', '17:00', null), day('TUE', null, null)]);
    expect(rows).toEqual([{ label: 'Mon–Sun', days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], opens: null, closes: null }]);
  });
});
