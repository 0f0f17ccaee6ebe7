// Demo special dates, placed relative to the bar's today so a demo always shows both kinds (and the notice of an
// upcoming closure): an evening with later hours, and a day closed for a private event.
import type { DayCode } from '../../../shared/rules/day-codes';

export interface DemoSpecialDate {
  /** The first of these days at least `fromDay` days after today. */
  fromDay: number;
  onDays: DayCode[];
  closed: boolean;
  opens: string | null;
  closes: string | null;
  note: string;
}

export const demoSpecialDates: DemoSpecialDate[] = [
  { fromDay: 2, onDays: ['FRI'], closed: false, opens: '17:00', closes: '23:30', note: 'Flamenco night' },
  // Midweek (never the Friday above), within the two weeks the home page announces closures for.
  { fromDay: 6, onDays: ['TUE', 'WED', 'THU'], closed: true, opens: null, closes: null, note: 'Private event' },
];
