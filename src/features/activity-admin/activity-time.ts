// When an entry happened, on the bar's clock and in the admin's language: entries are grouped under their day ("Today",
// "Yesterday", "Tue 24 Nov", with the year when it is not this one; "Hoy", "mar, 24 nov") and each shows its time on
// the clock every admin screen uses in that language ("2:32 PM", "2:32 p. m.").
import type { Lang } from '../../../shared/config/languages';
import { calendarNames, capitalize, formatClock } from '../../../shared/rules/calendar-names';
import { addDays, utcDate, zonedDateTime } from '../../../shared/rules/dates';
import type { AdminTranslate } from '../../i18n/admin-language';

/** The bar's local date (YYYY-MM-DD) and 24-hour time (HH:MM) of an instant. */
export function barClock(instant: string, timeZone: string): { date: string; time: string } {
  return zonedDateTime(timeZone, new Date(instant));
}

/** An entry's time (HH:MM, 24-hour) as the admin's language writes a clock. */
export function entryTime(time: string, lang: Lang): string {
  return formatClock(time, lang);
}

/** A day's heading, relative to the bar's today, in the admin's language. */
export function dayHeading(date: string, today: string, t: AdminTranslate, lang: Lang): string {
  if (date === today) return t('activity.today');
  if (date === addDays(today, -1)) return t('activity.yesterday');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (!year || !month || !day) return date;
  const names = calendarNames(lang);
  const weekday = capitalize(names.shortWeekdays[(utcDate(year, month, day).getUTCDay() + 6) % 7]!);
  const values = { weekday, day, month: names.shortMonths[month - 1]!, year };
  return t(date.slice(0, 4) === today.slice(0, 4) ? 'activity.day' : 'activity.dayWithYear', values);
}

/** Entries in their order, cut into runs of the same local date. */
export function groupByDay<T extends { at: string }>(entries: readonly T[], timeZone: string): { date: string; entries: (T & { time: string })[] }[] {
  const groups: { date: string; entries: (T & { time: string })[] }[] = [];
  for (const entry of entries) {
    const { date, time } = barClock(entry.at, timeZone);
    const last = groups[groups.length - 1];
    if (last?.date === date) last.entries.push({ ...entry, time });
    else groups.push({ date, entries: [{ ...entry, time }] });
  }
  return groups;
}
