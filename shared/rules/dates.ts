// The one date/time-zone helper: the bar's "today" is its local calendar date, never the server's UTC date.
import type { Lang } from '../config/languages';
import { calendarNames, formatClock } from './calendar-names';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A UTC midnight for a calendar date; unlike Date.UTC, years 0–99 are not moved to the 1900s. */
export function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function formatIso(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

/** True for a real calendar date written YYYY-MM-DD (so 2026-02-30 is false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = utcDate(y, m, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// An Intl.DateTimeFormat is costly to build and cheap to use: one per (kind, zone), kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(kind: 'date' | 'zone' | 'wall', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format =
      kind === 'date'
        ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : kind === 'wall'
          ? new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' })
          : new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    dateFormats.set(key, format);
  }
  return format;
}

/** The calendar date (YYYY-MM-DD) at the instant `now` in the given IANA time zone. */
export function localDate(timeZone: string, now: Date = new Date()): string {
  const parts = zoneFormat('date', timeZone).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The wall clock of an instant in a zone, named from the language's tables (calendar-names.ts) rather than by
 * Intl, so the text is the same in every runtime; the zone's abbreviation ("EST") is the US one in every language.
 */
function wallClock(instant: Date | string, timeZone: string, lang: Lang) {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const { date, time } = zonedDateTime(timeZone, at);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const names = calendarNames(lang);
  const zone = zoneFormat('zone', timeZone).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return { names, weekday: names.weekdays[(utcDate(year, month, day).getUTCDay() + 6) % 7]!, month, day, year, time: formatClock(time, lang), zone };
}

/** "Nov 23, 2026, 5:04 PM" ("23 nov 2026, 5:04 p. m."): an instant as the clock in `timeZone` showed it, short enough for a list. */
export function formatDateTimeShort(instant: Date | string, timeZone: string, lang: Lang = 'en'): string {
  const { names, month, day, year, time } = wallClock(instant, timeZone, lang);
  return `${names.withYear(names.dayMonth(day, names.shortMonths[month - 1]!), year, false)}, ${time}`;
}

/**
 * "Monday, November 23, 2026, 5:04 PM EST" ("lunes 23 de noviembre de 2026, 5:04 p. m. EST"): the same, in full and
 * naming the zone.
 */
export function formatDateTimeLong(instant: Date | string, timeZone: string, lang: Lang = 'en'): string {
  const { names, weekday, month, day, year, time, zone } = wallClock(instant, timeZone, lang);
  return `${names.withYear(names.longDate(weekday, day, names.months[month - 1]!), year, true)}, ${time} ${zone}`;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return formatIso(utcDate(y, m, d + days));
}

/** True when a time-zone name is known to this runtime. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// ── Local time ↔ instant in an IANA zone, with Intl alone ──────────────────────────────────────────────────────

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The zone's wall clock at an instant, as if that wall clock were UTC (milliseconds, whole seconds). */
function wallMs(timeZone: string, at: number): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of zoneFormat('wall', timeZone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return utcDate(parts.year!, parts.month!, parts.day!).getTime() + parts.hour! * HOUR_MS + parts.minute! * MINUTE_MS + parts.second! * 1000;
}

/** How far the zone's wall clock is ahead of UTC at an instant (ms; negative west of Greenwich). */
function offsetMs(timeZone: string, at: number): number {
  return wallMs(timeZone, at) - Math.floor(at / 1000) * 1000;
}

/** The local date (YYYY-MM-DD) and 24-hour time (HH:MM) at an instant in a zone. */
export function zonedDateTime(timeZone: string, at: Date): { date: string; time: string } {
  const wall = new Date(wallMs(timeZone, at.getTime()));
  return { date: formatIso(wall), time: `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}` };
}

/**
 * The instant at which the clock in `timeZone` shows `time` (HH:MM) on `date` (YYYY-MM-DD). On the days the clocks
 * change, the rule is Temporal's "compatible" one (also iCalendar's, RFC 5545): a time that happens twice (01:30 on
 * the night the clocks go back) is its first occurrence, and a time the clocks skip (02:30 on the night they go
 * forward) is read with the offset before the change, so it lands as far past the jump as it was past the hour
 * (03:30 EDT). Neither reading ever promises guests an earlier opening than the wall clock shows.
 */
export function instantAt(timeZone: string, date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = utcDate(y, m, d).getTime() + hours * HOUR_MS + minutes * MINUTE_MS;
  // A zone changes its offset at most once in two days: the offsets a day either side are the only candidates.
  const before = offsetMs(timeZone, wall - DAY_MS);
  const after = offsetMs(timeZone, wall + DAY_MS);
  const readings = [wall - before, wall - after].filter((at) => wallMs(timeZone, at) === wall);
  return new Date(readings.length ? Math.min(...readings) : wall - before);
}
