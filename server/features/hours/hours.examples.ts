// Example hours for the API documentation (the openapi test checks each against its schema).
import type { AdminSpecialDate, HoursAnswer, RegularDay, RegularWeekInput, SpecialDate, SpecialDateInput } from '../../../shared/schemas/hours';

const evening = (opens: string, closes: string) => ({ opens, closes, periods: [{ opens, closes }] });

export const exampleRegularWeek: RegularDay[] = [
  { day: 'MON', ...evening('17:00', '21:00') },
  { day: 'TUE', ...evening('17:00', '21:00') },
  { day: 'WED', ...evening('17:00', '21:00') },
  { day: 'THU', ...evening('17:00', '21:00') },
  // Lunch and dinner: `opens`/`closes` are the first period's.
  { day: 'FRI', opens: '12:00', closes: '15:00', periods: [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '22:30' }] },
  { day: 'SAT', ...evening('17:00', '00:30') },
  { day: 'SUN', opens: null, closes: null, periods: [] },
];

/** Each day with `periods`, or with `opens`/`closes` for one period (both forms are taken). */
export const exampleRegularWeekInput: RegularWeekInput = [
  { day: 'MON', opens: '17:00', closes: '21:00' },
  { day: 'TUE', opens: '17:00', closes: '21:00' },
  { day: 'WED', opens: '17:00', closes: '21:00' },
  { day: 'THU', opens: '17:00', closes: '21:00' },
  { day: 'FRI', periods: [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '22:30' }] },
  { day: 'SAT', periods: [{ opens: '17:00', closes: '00:30' }] },
  { day: 'SUN', periods: [] },
];

export const exampleSpecialDateInput = { date: '2026-11-26', closed: true, note: 'Thanksgiving', translations: { es: { note: 'Acción de Gracias' } } } satisfies SpecialDateInput;

export const exampleSpecialRangeInput = { date: '2026-12-24', to: '2027-01-02', closed: true, note: 'Holidays' } satisfies SpecialDateInput;

export const exampleSpecialDate: SpecialDate = { id: 3, date: '2026-11-26', closed: true, opens: null, closes: null, periods: [], note: 'Thanksgiving' };

export const exampleChangedHours: SpecialDate = { id: 4, date: '2026-12-31', closed: false, ...evening('19:00', '01:00'), note: 'New Year\'s Eve' };

/** The same as staff read them: with the notes' translations. */
export const exampleAdminSpecialDate: AdminSpecialDate = { ...exampleSpecialDate, translations: { es: { note: 'Acción de Gracias' } } };
export const exampleAdminChangedHours: AdminSpecialDate = { ...exampleChangedHours, translations: {} };

export const exampleHours: HoursAnswer = {
  timeZone: 'America/New_York',
  regular: exampleRegularWeek,
  special: [exampleSpecialDate, exampleChangedHours],
  today: { date: '2026-11-23', open: true, ...evening('17:00', '21:00'), note: null },
  openNow: false,
  nextOpening: '2026-11-23T22:00:00.000Z',
  statusLine: 'Closed now · opens today at 5:00 PM',
  statusChangesAt: '2026-11-23T22:00:00.000Z',
  asOf: '2026-11-23T19:04:11.000Z',
};
