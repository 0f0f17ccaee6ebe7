// A calendar day as staff read it ("Friday, Nov 28", "Sat, Nov 29") and where it sits from the bar's today: the
// admin's screens that plan by day (highlights, hours) say days alike.
import { addDays, utcDate } from '../../shared/rules/dates';

function toUtc(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return utcDate(y, m, d);
}

const LONG = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_WITH_YEAR = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const SHORT_WITH_YEAR = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Friday, Nov 28"; the year is added when it is not the year of `today` ("Monday, Jan 1, 2090"). */
export function formatDay(iso: string, today: string): string {
  return (iso.slice(0, 4) === today.slice(0, 4) ? LONG : LONG_WITH_YEAR).format(toUtc(iso));
}

/** "Sat, Nov 29" (with the year when it is not today's year): for lists of days. */
export function formatShortDay(iso: string, today: string): string {
  return (iso.slice(0, 4) === today.slice(0, 4) ? SHORT : SHORT_WITH_YEAR).format(toUtc(iso));
}

export type DayRelation = 'today' | 'tomorrow' | 'yesterday' | 'past' | 'future';

/** Where a date sits from the bar's today (both YYYY-MM-DD, so text order is date order). */
export function dayRelation(iso: string, today: string): DayRelation {
  if (iso === today) return 'today';
  if (iso === addDays(today, 1)) return 'tomorrow';
  if (iso === addDays(today, -1)) return 'yesterday';
  return iso < today ? 'past' : 'future';
}
