import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../config/site';
import { formatClock, formatOpeningHours, openingHoursOn, todayHoursLine } from './hours';

/** The bar's week (SPEC: Fri and Sat 5:00 PM–9:30 PM, Mon–Thu 5:00 PM–9:00 PM, Sun closed). */
const WEEK: OpeningHours[] = [
  { label: 'Mon–Thu', days: ['MON', 'TUE', 'WED', 'THU'], opens: '17:00', closes: '21:00' },
  { label: 'Fri & Sat', days: ['FRI', 'SAT'], opens: '17:00', closes: '21:30' },
  { label: 'Sun', days: ['SUN'], opens: null, closes: null },
];

describe('hours', () => {
  it('formats 24-hour times for guests', () => {
    expect(formatClock('17:00')).toBe('5:00 PM');
    expect(formatClock('21:30')).toBe('9:30 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
  });
  it('says Closed for a day without hours', () => {
    expect(formatOpeningHours({ label: 'Sun', days: ['SUN'], opens: null, closes: null })).toBe('Closed');
    expect(formatOpeningHours({ label: 'Fri & Sat', days: ['FRI', 'SAT'], opens: '17:00', closes: '21:30' })).toBe('5:00 PM–9:30 PM');
  });
});

describe('openingHoursOn', () => {
  it('finds the row of an open day, and nothing on a closed or unnamed day', () => {
    expect(openingHoursOn(WEEK, 'SAT')).toMatchObject({ label: 'Fri & Sat', opens: '17:00', closes: '21:30' });
    expect(openingHoursOn(WEEK, 'SUN')).toBeNull();
    expect(openingHoursOn(WEEK.slice(0, 1), 'FRI')).toBeNull();
  });
  it('takes a day with only one of its times for a closed day', () => {
    expect(openingHoursOn([{ label: 'Mon', days: ['MON'], opens: '17:00', closes: null }], 'MON')).toBeNull();
  });
});

describe('todayHoursLine', () => {
  it("gives an open day's hours", () => {
    expect(todayHoursLine(WEEK, 'TUE')).toBe('Open today 5:00 PM–9:00 PM');
    expect(todayHoursLine(WEEK, 'SAT')).toBe('Open today 5:00 PM–9:30 PM');
  });
  it('on a closed day, names the next day the bar opens, across the end of the week', () => {
    expect(todayHoursLine(WEEK, 'SUN')).toBe('Closed today, back Monday from 5:00 PM');
    const midweekBreak: OpeningHours[] = [
      { label: 'Thu–Sat', days: ['THU', 'FRI', 'SAT'], opens: '18:30', closes: '23:00' },
      { label: 'Sun–Wed', days: ['SUN', 'MON', 'TUE', 'WED'], opens: null, closes: null },
    ];
    expect(todayHoursLine(midweekBreak, 'MON')).toBe('Closed today, back Thursday from 6:30 PM');
    expect(todayHoursLine(midweekBreak, 'SUN')).toBe('Closed today, back Thursday from 6:30 PM');
  });
  it('says only that it is closed when the bar never opens', () => {
    expect(todayHoursLine([{ label: 'Every day', days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], opens: null, closes: null }], 'WED')).toBe('Closed today');
  });
});
