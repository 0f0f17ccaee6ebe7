// When an entry happened, on the bar's clock: entries are grouped under their day ("Today", "Yesterday",
// "Mon 24 Nov", with the year when it is not this one) and each shows its 24-hour time ("14:32").
import { addDays, zonedDateTime } from '../../../shared/rules/dates';
import { logDate } from '../../../shared/rules/activity-sentences';

/** The bar's local date (YYYY-MM-DD) and time (HH:MM) of an instant. */
export function barClock(instant: string, timeZone: string): { date: string; time: string } {
  return zonedDateTime(timeZone, new Date(instant));
}

/** A day's heading, relative to the bar's today. */
export function dayHeading(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, -1)) return 'Yesterday';
  const text = logDate(date); // "Mon 24 Nov 2025"
  return date.slice(0, 4) === today.slice(0, 4) ? text.replace(/ \d{4}$/, '') : text;
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
