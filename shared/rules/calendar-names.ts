// The words of the calendar and the clock in each language: day and month names, a clock's "PM". Written out here
// rather than read from Intl, because Intl's answers change with the runtime's CLDR: Node 20 and today's Chromium
// say "9:30 p.m." and "viernes, 28 de noviembre" for es-US, older ones "9:30 p. m." with narrow no-break spaces,
// and a page rendered on the server must read the same in the browser (or hydration fails). The tests hold the
// English tables to Intl's en-US, byte for byte, and the Spanish ones to CLDR's full names. A language configured
// without a table here (shared/config/languages.ts) gets its names from Intl in its locale (`calendarNames`), so a
// third language needs no code; a table can be written for it later if its server and browser disagree.
import { INTL_LOCALE, type Lang } from '../config/languages';

export interface CalendarNames {
  /** Monday first, as written in a sentence ("Friday", "viernes"). */
  weekdays: readonly string[];
  /** Monday first, abbreviated ("Fri", "vie"). */
  shortWeekdays: readonly string[];
  /** January first ("November", "noviembre"). */
  months: readonly string[];
  /** January first, abbreviated ("Nov", "nov"). */
  shortMonths: readonly string[];
  /** Before and after noon on a 12-hour clock ("AM"/"PM", "a. m."/"p. m."). */
  am: string;
  pm: string;
  /** A long date from its parts: "Friday, November 28", "viernes 28 de noviembre". */
  longDate(weekday: string, day: number, month: string): string;
  /** A short day of a month: "Nov 28", "28 nov". */
  dayMonth(day: number, shortMonth: string): string;
  /** A short range within one month: "Dec 24–31", "24–31 dic". */
  daysOfMonth(from: number, to: number, shortMonth: string): string;
  /** A date with its year: "Nov 23, 2026" and "Monday, November 23, 2026"; "23 nov 2026" and "lunes 23 de noviembre de 2026". */
  withYear(date: string, year: number, long: boolean): string;
}

/** The languages whose words are written out (see above); keyed by language code. */
export const CALENDAR_NAMES = {
  en: {
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    shortWeekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    am: 'AM',
    pm: 'PM',
    longDate: (weekday, day, month) => `${weekday}, ${month} ${day}`,
    dayMonth: (day, month) => `${month} ${day}`,
    daysOfMonth: (from, to, month) => `${month} ${from}–${to}`,
    withYear: (date, year) => `${date}, ${year}`,
  },
  // Spanish writes day and month names in lower case; a label that starts a line capitalises its first letter.
  // The day periods are written with ordinary spaces ("p. m."), as API.md quotes them.
  es: {
    weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    shortWeekdays: ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'],
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    shortMonths: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    am: 'a. m.',
    pm: 'p. m.',
    longDate: (weekday, day, month) => `${weekday} ${day} de ${month}`,
    dayMonth: (day, month) => `${day} ${month}`,
    daysOfMonth: (from, to, month) => `${from}–${to} ${month}`,
    withYear: (date, year, long) => `${date}${long ? ' de' : ''} ${year}`,
  },
} satisfies Readonly<Record<string, CalendarNames>>;

/** A Monday in UTC: the week's days follow it; its year and months stand in for any. */
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

type Slot = 'weekday' | 'day' | 'month' | 'year';

/** How `locale` writes a date with these parts: Intl's own order and words between them, the parts as slots. */
function datePattern(locale: string, options: Intl.DateTimeFormatOptions): (values: Partial<Record<Slot, string>>) => string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).formatToParts(MONDAY);
  return (values) => parts.map((part) => (part.type === 'literal' ? part.value : (values[part.type as Slot] ?? part.value))).join('');
}

/** Where `locale` puts a year beside a date it has written: "{date}, {year}", "{date} de {year}", "{year}年{date}". */
function yearPattern(locale: string, options: Intl.DateTimeFormatOptions): (date: string, year: number) => string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options, year: 'numeric' }).formatToParts(MONDAY);
  const at = parts.findIndex((part) => part.type === 'year');
  const before = parts[at - 1]?.type === 'literal' ? parts[at - 1]!.value : ' ';
  const after = parts[at + 1]?.type === 'literal' ? parts[at + 1]!.value : ' ';
  return at === 0 ? (date, year) => `${year}${after}${date}` : (date, year) => `${date}${before}${year}`;
}

/** The calendar's words as Intl writes them in `locale` (the runtime's CLDR data). */
export function intlCalendarNames(locale: string): CalendarNames {
  const part = (options: Intl.DateTimeFormatOptions, type: Intl.DateTimeFormatPartTypes, at: number) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).formatToParts(at).find((entry) => entry.type === type)?.value ?? '';
  const days = Array.from({ length: 7 }, (_, index) => MONDAY + index * DAY_MS);
  const months = Array.from({ length: 12 }, (_, index) => Date.UTC(2024, index, 15));
  const longDate = datePattern(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const dayMonth = datePattern(locale, { day: 'numeric', month: 'short' });
  const shortYear = yearPattern(locale, { day: 'numeric', month: 'short' });
  const longYear = yearPattern(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  return {
    weekdays: days.map((at) => part({ weekday: 'long' }, 'weekday', at)),
    shortWeekdays: days.map((at) => part({ weekday: 'short' }, 'weekday', at)),
    // The month as a date says it ("28 ноября", not the calendar heading's "ноябрь").
    months: months.map((at) => part({ day: 'numeric', month: 'long' }, 'month', at)),
    shortMonths: months.map((at) => part({ day: 'numeric', month: 'short' }, 'month', at)),
    am: part({ hour: 'numeric', hour12: true }, 'dayPeriod', Date.UTC(2024, 0, 1, 9)) || 'AM',
    pm: part({ hour: 'numeric', hour12: true }, 'dayPeriod', Date.UTC(2024, 0, 1, 21)) || 'PM',
    longDate: (weekday, day, month) => longDate({ weekday, day: String(day), month }),
    dayMonth: (day, month) => dayMonth({ day: String(day), month }),
    daysOfMonth: (from, to, month) => dayMonth({ day: `${from}–${to}`, month }),
    withYear: (date, year, long) => (long ? longYear : shortYear)(date, year),
  };
}

const fromIntl = new Map<string, CalendarNames>();

/** The words of a language's code and locale: its written table, or else Intl's in its locale (made once). */
export function calendarNamesOf(code: string, locale: string): CalendarNames {
  const written = (CALENDAR_NAMES as Readonly<Record<string, CalendarNames>>)[code];
  if (written) return written;
  let names = fromIntl.get(locale);
  if (!names) {
    names = intlCalendarNames(locale);
    fromIntl.set(locale, names);
  }
  return names;
}

/** The calendar's words in a configured language. */
export function calendarNames(lang: Lang): CalendarNames {
  return calendarNamesOf(lang, INTL_LOCALE[lang]);
}

/** "Lun–Jue" for "lun–jue": the first letter of a label that starts a line or a table row, upper case. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A 24-hour "HH:MM" on a 12-hour clock: "9:30 PM", "9:30 p. m."; noon is "12:00 PM", midnight "12:00 AM". */
export function formatClock(hhmm: string, lang: Lang = 'en'): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const names = calendarNames(lang);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h >= 12 ? names.pm : names.am}`;
}

/** Monday = 0 … Sunday = 6 for a YYYY-MM-DD date, whatever the time zone. */
export function weekdayIndex(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return (date.getUTCDay() + 6) % 7;
}

/**
 * A local date (YYYY-MM-DD) as guests read it: "Thursday, December 3", "jueves 3 de diciembre" (no comma in Spanish,
 * lower case as in a sentence).
 */
export function longDate(isoDate: string, lang: Lang = 'en'): string {
  const [, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const names = calendarNames(lang);
  return names.longDate(names.weekdays[weekdayIndex(isoDate)]!, day, names.months[month - 1]!);
}

/** "Dec 24–Jan 2", "Dec 24–31"; in Spanish "24 dic–2 ene", "24–31 dic": a range of local dates, short. */
export function shortDateRange(from: string, to: string, lang: Lang = 'en'): string {
  const [, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  const names = calendarNames(lang);
  if (fromMonth === toMonth && from.slice(0, 4) === to.slice(0, 4)) return names.daysOfMonth(fromDay, toDay, names.shortMonths[toMonth - 1]!);
  return `${names.dayMonth(fromDay, names.shortMonths[fromMonth - 1]!)}–${names.dayMonth(toDay, names.shortMonths[toMonth - 1]!)}`;
}
