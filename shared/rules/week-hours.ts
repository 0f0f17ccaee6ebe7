// The regular week told in a few rows, as a printed menu or a door sign says it: runs of days with the same
// hours share one row ("Mon–Thu", "Fri & Sat", "Sun"; "Lun–Jue", "Vie y Sáb", "Dom"), and for guests, the bar's
// today marked among them.
import type { Lang } from '../config/languages';
import { ruleWords } from '../i18n/rule-words';
import type { HoursDay } from '../schemas/hours';
import { calendarNames, capitalize } from './calendar-names';
import { DAY_CODES, dayCodeOf, type DayCode } from './day-codes';
import { periodsOf, samePeriods, type Period, type TimedDay } from './opening-periods';

type WeekDay = TimedDay & { day: DayCode };

/** A run of days with the same hours: `periods` by opening, `opens`/`closes` the first one's (null when closed). */
export interface WeekGroup {
  /** "Mon–Thu", "Fri & Sat", "Sun". */
  label: string;
  days: DayCode[];
  opens: string | null;
  closes: string | null;
  periods: Period[];
}

function group(days: DayCode[], periods: Period[]): WeekGroup {
  return { label: '', days, opens: periods[0]?.opens ?? null, closes: periods[0]?.closes ?? null, periods };
}

function runLabel(days: readonly DayCode[], lang: Lang): string {
  const short = (code: DayCode) => capitalize(calendarNames(lang).shortWeekdays[DAY_CODES.indexOf(code)]!);
  const first = short(days[0]!);
  const last = short(days[days.length - 1]!);
  if (days.length === 1) return first;
  return days.length === 2 ? `${first} ${ruleWords(lang)['hours.and']} ${last}` : `${first}–${last}`;
}

/**
 * Consecutive days (Monday first) with the same times, one row each. A day with only one of its times is a
 * closed day, as everywhere else; a day the list leaves out is closed too.
 */
export function groupWeek(week: readonly WeekDay[], lang: Lang = 'en'): WeekGroup[] {
  const rows: WeekGroup[] = [];
  for (const day of DAY_CODES) {
    const periods = periodsOf(week.find((candidate) => candidate.day === day));
    const last = rows[rows.length - 1];
    if (last && samePeriods(last.periods, periods)) last.days.push(day);
    else rows.push(group([day], periods));
  }
  for (const row of rows) row.label = runLabel(row.days, lang);
  return rows;
}

export interface WeekRow extends WeekGroup {
  /** The row guests should read for the bar's today. */
  today: boolean;
}

/**
 * The week's rows (groupWeek) with the bar's today marked. When today is a special date whose hours differ from its
 * regular day (a holiday, a late night), marking the regular row would tell the wrong hours: today gets a row of its
 * own first, named for its note, and the week's rows stay as they are.
 */
export function weekWithToday(week: readonly WeekDay[], today: (TimedDay & Pick<HoursDay, 'date' | 'note'>) | null, lang: Lang = 'en'): WeekRow[] {
  const rows = groupWeek(week, lang);
  if (!today) return rows.map((row) => ({ ...row, today: false }));
  const code = dayCodeOf(today.date);
  const regular = rows.find((row) => row.days.includes(code))!;
  const periods = periodsOf(today);
  const differs = today.note !== null || !samePeriods(periods, regular.periods);
  const marked = rows.map((row) => ({ ...row, today: !differs && row === regular }));
  return differs ? [{ ...group([code], periods), label: today.note ?? ruleWords(lang)['hours.special'], today: true }, ...marked] : marked;
}
