// The words of the calendar and the clock in each language: day and month names, a clock's "PM", the order of a date's
// parts. They are written in each language's message file (the "calendar." keys) rather than read from Intl, because
// Intl's answers change with the runtime's CLDR: Node 20 and today's Chromium say "9:30 p.m." and "viernes, 28 de
// noviembre" for es-US, older ones "9:30 p. m." with narrow no-break spaces, and a page rendered on the server must
// read the same in the browser (or hydration fails). calendar-names.test.ts holds every catalog's names to its
// locale's CLDR ones, and English byte for byte to Intl's en-US.
import type { Lang } from '../config/languages';
import type { Catalog } from '../i18n/catalog-types';
import { fillValues } from '../i18n/fill-values';
import { ruleWords } from '../i18n/rule-words';

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

/** The calendar's words of a catalog (its "calendar." keys). */
export function calendarNamesIn(words: Catalog): CalendarNames {
  const list = (key: 'calendar.weekdays' | 'calendar.shortWeekdays' | 'calendar.months' | 'calendar.shortMonths') => words[key].split(',');
  return {
    weekdays: list('calendar.weekdays'),
    shortWeekdays: list('calendar.shortWeekdays'),
    months: list('calendar.months'),
    shortMonths: list('calendar.shortMonths'),
    am: words['calendar.am'],
    pm: words['calendar.pm'],
    longDate: (weekday, day, month) => fillValues(words['calendar.longDate'], { weekday, day, month }),
    dayMonth: (day, month) => fillValues(words['calendar.dayMonth'], { day, month }),
    daysOfMonth: (from, to, month) => fillValues(words['calendar.daysOfMonth'], { from, to, month }),
    withYear: (date, year, long) => fillValues(words[long ? 'calendar.longYear' : 'calendar.shortYear'], { date, year }),
  };
}

const read = new WeakMap<Catalog, CalendarNames>();

/** The calendar's words in a language, from its message file (read once per catalog). */
export function calendarNames(lang: Lang): CalendarNames {
  const words = ruleWords(lang);
  let names = read.get(words);
  if (!names) {
    names = calendarNamesIn(words);
    read.set(words, names);
  }
  return names;
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
