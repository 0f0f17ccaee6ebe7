// Example hours for the API documentation (the openapi test checks each against its schema).
import type { HoursAnswer, RegularDay, RegularWeekInput, SpecialDate, SpecialDateInput } from '../../../shared/schemas/hours';

export const exampleRegularWeek: RegularDay[] = [
  { day: 'MON', opens: '17:00', closes: '21:00' },
  { day: 'TUE', opens: '17:00', closes: '21:00' },
  { day: 'WED', opens: '17:00', closes: '21:00' },
  { day: 'THU', opens: '17:00', closes: '21:00' },
  { day: 'FRI', opens: '17:00', closes: '21:30' },
  { day: 'SAT', opens: '17:00', closes: '00:30' },
  { day: 'SUN', opens: null, closes: null },
];

export const exampleRegularWeekInput: RegularWeekInput = exampleRegularWeek;

export const exampleSpecialDateInput = { date: '2026-11-26', closed: true, note: 'Thanksgiving' } satisfies SpecialDateInput;

export const exampleSpecialDate: SpecialDate = { id: 3, date: '2026-11-26', closed: true, opens: null, closes: null, note: 'Thanksgiving' };

export const exampleChangedHours: SpecialDate = { id: 4, date: '2026-12-31', closed: false, opens: '19:00', closes: '01:00', note: 'New Year\'s Eve' };

export const exampleHours: HoursAnswer = {
  timeZone: 'America/New_York',
  regular: exampleRegularWeek,
  special: [exampleSpecialDate, exampleChangedHours],
  today: { date: '2026-11-23', open: true, opens: '17:00', closes: '21:00', note: null },
  openNow: false,
  nextOpening: '2026-11-23T22:00:00.000Z',
  statusLine: 'Closed now · opens today at 5:00 PM',
  statusChangesAt: '2026-11-23T22:00:00.000Z',
  asOf: '2026-11-23T19:04:11.000Z',
};
