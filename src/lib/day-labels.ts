// A calendar day as staff read it ("Friday, Nov 28", "Sat, Nov 29") and where it sits from the bar's today: the
// admin's screens that plan by day (highlights, hours) say days alike. The names come from the language's tables
// (shared/rules/calendar-names.ts), the same in every runtime; in Spanish "viernes, 28 nov", "sáb, 29 nov".
import type { Lang } from '../../shared/config/languages';
import { calendarNames, weekdayIndex } from '../../shared/rules/calendar-names';
import { addDays } from '../../shared/rules/dates';

function label(iso: string, today: string, lang: Lang, long: boolean): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const names = calendarNames(lang);
  const date = names.dayMonth(day, names.shortMonths[month - 1]!);
  const dated = iso.slice(0, 4) === today.slice(0, 4) ? date : names.withYear(date, year, false);
  return `${(long ? names.weekdays : names.shortWeekdays)[weekdayIndex(iso)]}, ${dated}`;
}

/** "Friday, Nov 28"; the year is added when it is not the year of `today` ("Monday, Jan 1, 2090"). */
export function formatDay(iso: string, today: string, lang: Lang = 'en'): string {
  return label(iso, today, lang, true);
}

/** "Sat, Nov 29" (with the year when it is not today's year): for lists of days. */
export function formatShortDay(iso: string, today: string, lang: Lang = 'en'): string {
  return label(iso, today, lang, false);
}

export type DayRelation = 'today' | 'tomorrow' | 'yesterday' | 'past' | 'future';

/** Where a date sits from the bar's today (both YYYY-MM-DD, so text order is date order). */
export function dayRelation(iso: string, today: string): DayRelation {
  if (iso === today) return 'today';
  if (iso === addDays(today, 1)) return 'tomorrow';
  if (iso === addDays(today, -1)) return 'yesterday';
  return iso < today ? 'past' : 'future';
}
