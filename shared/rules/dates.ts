// The one date/time-zone helper: the bar's "today" is its local calendar date, never the server's UTC date.

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

function zoneFormat(kind: 'date' | 'clock', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format =
      kind === 'date'
        ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-US', {
            timeZone,
            weekday: 'long',
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            hour12: true,
            timeZoneName: 'short',
          });
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

/** The wall clock of an instant in a zone, read from its parts so the spacing is the same in every runtime. */
function wallClock(instant: Date | string, timeZone: string) {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = zoneFormat('clock', timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return { weekday: get('weekday'), month: get('month'), day: get('day'), year: get('year'), time: `${get('hour')}:${get('minute')} ${get('dayPeriod')}`, zone: get('timeZoneName') };
}

/** "Nov 23, 2026, 5:04 PM": an instant as the clock in `timeZone` showed it, short enough for a list. */
export function formatDateTimeShort(instant: Date | string, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  // en-US short month names are the long names' first three letters ("Sep", not "Sept").
  return `${clock.month.slice(0, 3)} ${clock.day}, ${clock.year}, ${clock.time}`;
}

/** "Monday, November 23, 2026, 5:04 PM EST": the same, in full and naming the zone. */
export function formatDateTimeLong(instant: Date | string, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${clock.weekday}, ${clock.month} ${clock.day}, ${clock.year}, ${clock.time} ${clock.zone}`;
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
