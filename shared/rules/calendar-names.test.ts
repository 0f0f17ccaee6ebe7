import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, LANG_CODES } from '../config/languages';
import type { Catalog } from '../i18n/catalog-types';
import { messages as english } from '../i18n/messages/en';
import { calendarNames, calendarNamesIn, capitalize, formatClock, longDate, shortDateRange, weekdayIndex } from './calendar-names';
import { addDays } from './dates';

/** Every date of 2026 and of a leap year, Monday 2024-01-01 first. */
const DATES = Array.from({ length: 366 * 2 + 365 }, (_, index) => addDays('2024-01-01', index));
const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('the calendar tables', () => {
  it('name English days and months exactly as Intl en-US does', () => {
    const long = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
    for (const iso of DATES.slice(0, 7)) {
      expect(calendarNames('en').weekdays[weekdayIndex(iso)]).toBe(long.format(utc(iso)));
      expect(calendarNames('en').shortWeekdays[weekdayIndex(iso)]).toBe(short.format(utc(iso)));
    }
    for (let index = 0; index < 12; index++) {
      const first = utc(`2026-${String(index + 1).padStart(2, '0')}-01`);
      expect(calendarNames('en').months[index]).toBe(month.format(first));
      expect(calendarNames('en').shortMonths[index]).toBe(month.format(first).slice(0, 3));
    }
  });

  it("name Spanish days and months as CLDR's es-US full names, in lower case", () => {
    const long = new Intl.DateTimeFormat('es-US', { weekday: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('es-US', { month: 'long', timeZone: 'UTC' });
    for (const iso of DATES.slice(0, 7)) expect(calendarNames('es').weekdays[weekdayIndex(iso)]).toBe(long.format(utc(iso)));
    for (let index = 0; index < 12; index++) expect(calendarNames('es').months[index]).toBe(month.format(utc(`2026-${String(index + 1).padStart(2, '0')}-01`)));
    expect(calendarNames('es').shortWeekdays).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    expect(calendarNames('es').shortMonths).toEqual(['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic']);
  });

  it('cover the same days and months in every language', () => {
    for (const names of LANG_CODES.map(calendarNames)) {
      expect([names.weekdays.length, names.shortWeekdays.length, names.months.length, names.shortMonths.length]).toEqual([7, 7, 12, 12]);
    }
  });

  it('count Monday as the first day of the week', () => {
    expect(['2026-11-23', '2026-11-28', '2026-11-29', '2025-11-28'].map(weekdayIndex)).toEqual([0, 5, 6, 4]);
  });
});

describe('formatClock', () => {
  it('writes an English 12-hour clock', () => {
    expect(['17:00', '21:30', '00:15', '12:00', '11:59', '01:05'].map((time) => formatClock(time))).toEqual(['5:00 PM', '9:30 PM', '12:15 AM', '12:00 PM', '11:59 AM', '1:05 AM']);
  });

  it('writes the Spanish one with "a. m." and "p. m." and ordinary spaces, in every runtime', () => {
    expect(formatClock('21:30', 'es')).toBe('9:30 p. m.');
    expect(['17:00', '00:15', '12:00', '11:59', '01:05'].map((time) => formatClock(time, 'es'))).toEqual(['5:00 p. m.', '12:15 a. m.', '12:00 p. m.', '11:59 a. m.', '1:05 a. m.']);
    expect(formatClock('21:30', 'es')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('agrees with Intl en-US for every minute of the day', () => {
    const intl = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    for (let minute = 0; minute < 1440; minute += 7) {
      const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(formatClock(hhmm)).toBe(intl.format(new Date(Date.UTC(2026, 0, 1, 0, minute))).replace(/[\u00a0\u202f]/g, ' '));
    }
  });
});

describe('longDate', () => {
  it('writes "Friday, November 28" in English, as Intl en-US does, every day of the year', () => {
    expect(longDate('2025-11-28')).toBe('Friday, November 28');
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const iso of DATES) expect(longDate(iso)).toBe(intl.format(utc(iso)));
  });

  it('writes "viernes 28 de noviembre" in Spanish: lower case, no comma', () => {
    expect(longDate('2025-11-28', 'es')).toBe('viernes 28 de noviembre');
    expect(longDate('2026-12-03', 'es')).toBe('jueves 3 de diciembre');
    expect(longDate('2027-01-01', 'es')).toBe('viernes 1 de enero');
    expect(longDate('2026-09-12', 'es')).toBe('sábado 12 de septiembre');
  });
});

describe('shortDateRange', () => {
  it('writes a range within a month and across months and years, in English', () => {
    expect(shortDateRange('2026-12-24', '2026-12-31')).toBe('Dec 24–31');
    expect(shortDateRange('2026-12-24', '2027-01-02')).toBe('Dec 24–Jan 2');
    expect(shortDateRange('2026-12-24', '2027-12-26')).toBe('Dec 24–Dec 26');
  });

  it('writes the day before the month in Spanish', () => {
    expect(shortDateRange('2026-12-24', '2026-12-31', 'es')).toBe('24–31 dic');
    expect(shortDateRange('2026-12-24', '2027-01-02', 'es')).toBe('24 dic–2 ene');
    expect(shortDateRange('2026-08-30', '2026-09-02', 'es')).toBe('30 ago–2 sept');
  });
});

describe('capitalize', () => {
  it('upper-cases the first letter only, accented ones too', () => {
    expect(capitalize('lun–jue')).toBe('Lun–jue');
    expect(capitalize('sáb')).toBe('Sáb');
    expect(capitalize('Mon')).toBe('Mon');
    expect(capitalize('')).toBe('');
  });
});

describe("every language's calendar words", () => {
  it("name the days and months as CLDR does in the language's locale (a typo in a new catalog fails here)", () => {
    for (const code of LANG_CODES) {
      const names = calendarNames(code);
      const long = new Intl.DateTimeFormat(INTL_LOCALE[code], { weekday: 'long', timeZone: 'UTC' });
      const month = new Intl.DateTimeFormat(INTL_LOCALE[code], { day: 'numeric', month: 'long', timeZone: 'UTC' });
      const monthName = (at: Date) => month.formatToParts(at).find((part) => part.type === 'month')!.value;
      expect(DATES.slice(0, 7).map((iso) => names.weekdays[weekdayIndex(iso)]!.toLowerCase()), code).toEqual(DATES.slice(0, 7).map((iso) => long.format(utc(iso)).toLowerCase()));
      expect(names.months.map((name) => name.toLowerCase()), code).toEqual(Array.from({ length: 12 }, (_, index) => monthName(utc(`2026-${String(index + 1).padStart(2, '0')}-15`)).toLowerCase()));
    }
  });

  it('are read from the catalog: a third language is its message file', () => {
    // As if shared/i18n/messages/fr.ts had been written (and its line added to shared/config/languages.ts).
    const french: Catalog = {
      ...english,
      'calendar.weekdays': 'lundi,mardi,mercredi,jeudi,vendredi,samedi,dimanche',
      'calendar.shortWeekdays': 'lun.,mar.,mer.,jeu.,ven.,sam.,dim.',
      'calendar.months': 'janvier,février,mars,avril,mai,juin,juillet,août,septembre,octobre,novembre,décembre',
      'calendar.shortMonths': 'janv.,févr.,mars,avr.,mai,juin,juil.,août,sept.,oct.,nov.,déc.',
      'calendar.longDate': '{weekday} {day} {month}',
      'calendar.dayMonth': '{day} {month}',
      'calendar.daysOfMonth': '{from}–{to} {month}',
      'calendar.shortYear': '{date} {year}',
      'calendar.longYear': '{date} {year}',
    };
    const fr = calendarNamesIn(french);
    expect(fr.longDate(fr.weekdays[4]!, 28, fr.months[10]!)).toBe('vendredi 28 novembre');
    expect(fr.withYear(fr.longDate(fr.weekdays[0]!, 23, fr.months[10]!), 2026, true)).toBe('lundi 23 novembre 2026');
    expect(fr.daysOfMonth(24, 31, fr.shortMonths[11]!)).toBe('24–31 déc.');
  });

  it('are read once per catalog', () => {
    for (const code of LANG_CODES) expect(calendarNames(code)).toBe(calendarNames(code));
  });
});
