// The regular week as the form holds it (an Open switch and up to three periods of two time inputs per day) and as
// the API takes it. A day switched off keeps the periods it had, so switching it back on restores them; it is sent
// with none.
import { DAY_CODES, type DayCode } from '../../../shared/rules/day-codes';
import { dayNames } from '../../../shared/rules/hours';
import { MAX_PERIODS, closesNextDay, periodsOf } from '../../../shared/rules/opening-periods';
import type { Lang } from '../../../shared/config/languages';
import type { RegularDay, RegularWeekInput } from '../../../shared/schemas/hours';
import type { AdminTranslate } from '../../i18n/admin-language';

export interface PeriodValues {
  /** As the time input holds it: "HH:MM", or empty. */
  opens: string;
  closes: string;
}

export interface WeekDayValues {
  day: DayCode;
  open: boolean;
  /** At least one (an open day shows its times); at most MAX_PERIODS. */
  periods: PeriodValues[];
}

const EMPTY_PERIOD: PeriodValues = { opens: '', closes: '' };

/** The seven days in week order, whatever order (or gaps) the answer has: a missing day is closed. */
export function weekToForm(week: ReadonlyArray<RegularDay>): WeekDayValues[] {
  return DAY_CODES.map((day) => {
    const periods = periodsOf(week.find((candidate) => candidate.day === day));
    return { day, open: periods.length > 0, periods: periods.length ? periods : [{ ...EMPTY_PERIOD }] };
  });
}

/**
 * The PUT body, in week order (so the server's "3.periods.1.opens" is the form's Thursday). A period's empty time
 * is sent as null: a period with only one time is the server's to refuse, in its own words.
 */
export function toWeekInput(values: ReadonlyArray<WeekDayValues>): RegularWeekInput {
  return values.map(({ day, open, periods }) => ({ day, periods: open ? periods.map(({ opens, closes }) => ({ opens: opens || null, closes: closes || null })) : [] }));
}

/**
 * What the server cannot know: a day switched on with no time at all would be saved as closed, against what the
 * switch says; a period left empty beside another is a period the manager meant to fill or remove. Keyed as the
 * server keys its fields ("0.opens", "4.periods.1.opens"), in the admin's language.
 */
export function checkWeek(values: ReadonlyArray<WeekDayValues>, t: AdminTranslate, lang: Lang): Record<string, string> {
  const fields: Record<string, string> = {};
  values.forEach(({ day, open, periods }, index) => {
    if (!open) return;
    if (periods.every(({ opens, closes }) => !opens && !closes)) {
      fields[`${index}.opens`] = t('hours.week.setDay', { day: dayNames(lang)[day] });
      return;
    }
    periods.forEach(({ opens, closes }, at) => {
      if (!opens && !closes) fields[`${index}.periods.${at}.opens`] = t('hours.week.setPeriod');
    });
  });
  return fields;
}

export interface PeriodErrors {
  opens?: string;
  closes?: string;
}

/** The server's field errors ("4.closes", "4.periods.1.opens", "4.periods") by day, period and field, for the grid. */
export function weekFieldErrors(fields: Record<string, string>): Partial<Record<DayCode, PeriodErrors[]>> {
  const byDay: Partial<Record<DayCode, PeriodErrors[]>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = DAY_FIELD.exec(key);
    const day = match ? DAY_CODES[Number(match[1])] : undefined;
    if (!match || !day) continue;
    const period = Math.min(Number(match[2] ?? 0), MAX_PERIODS - 1);
    const field = (match[3] ?? match[4]) === 'closes' ? 'closes' : 'opens';
    const periods = (byDay[day] ??= []);
    periods[period] = { ...periods[period], [field]: periods[period]?.[field] ?? message };
  }
  return byDay;
}

/** "3.opens", "3.day", "3.periods", "3.periods.1", "3.periods.1.closes": a field of one day of the grid. */
const DAY_FIELD = /^(\d+)\.(?:periods(?:\.(\d+))?(?:\.(opens|closes))?|(opens|closes|day))$/;

/** The form's fields the server's errors name nowhere on the grid (a rule on the whole week): shown above it. */
export function weekGeneralError(fields: Record<string, string>): string | null {
  const other = Object.entries(fields).find(([key]) => !DAY_FIELD.test(key));
  return other ? other[1] : null;
}

/** True when the form says what the saved week says (a switched-off day's kept times do not count). */
export function sameWeek(values: ReadonlyArray<WeekDayValues>, saved: ReadonlyArray<RegularDay>): boolean {
  return JSON.stringify(toWeekInput(values)) === JSON.stringify(toWeekInput(weekToForm(saved)));
}

/** A period whose closing is after midnight, on the next date. */
export function closesAfterMidnight({ opens, closes }: PeriodValues): boolean {
  return !!opens && !!closes && closesNextDay(opens, closes);
}

/**
 * Switching a day on: the periods it had, else those of the nearest open day before it (the bar's usual evening),
 * else one empty period.
 */
export function switchDay(values: ReadonlyArray<WeekDayValues>, index: number, open: boolean): WeekDayValues[] {
  const filled = (day: WeekDayValues) => day.periods.some(({ opens, closes }) => opens || closes);
  return values.map((day, at) => {
    if (at !== index) return day;
    if (!open || filled(day)) return { ...day, open };
    const isModel = (other: WeekDayValues) => other.open && filled(other);
    const model = [...values.slice(0, index)].reverse().find(isModel) ?? values.find(isModel);
    return { ...day, open, periods: model ? model.periods.map((period) => ({ ...period })) : [{ ...EMPTY_PERIOD }] };
  });
}

/** A day with one more, empty period (up to MAX_PERIODS): a lunch before dinner, or a late bar after it. */
export function addPeriod(values: ReadonlyArray<WeekDayValues>, index: number): WeekDayValues[] {
  return values.map((day, at) => (at === index && day.periods.length < MAX_PERIODS ? { ...day, periods: [...day.periods, { ...EMPTY_PERIOD }] } : day));
}

/** A day without one of its periods (never its last: a day without hours is switched off instead). */
export function removePeriod(values: ReadonlyArray<WeekDayValues>, index: number, period: number): WeekDayValues[] {
  return values.map((day, at) => (at === index && day.periods.length > 1 ? { ...day, periods: day.periods.filter((_, which) => which !== period) } : day));
}

/** A day with one period's times changed. */
export function setPeriod(values: ReadonlyArray<WeekDayValues>, index: number, period: number, patch: Partial<PeriodValues>): WeekDayValues[] {
  return values.map((day, at) => (at === index ? { ...day, periods: day.periods.map((old, which) => (which === period ? { ...old, ...patch } : old)) } : day));
}

/**
 * "Copy to…": the chosen days take `from`'s hours (open with a copy of its periods, or closed as it is: a closed day
 * keeps the times it had, as a switched-off day does). The other days, `from` itself included, stay as typed; the
 * form changes, nothing is saved until the manager saves.
 */
export function copyDay(values: ReadonlyArray<WeekDayValues>, from: DayCode, to: ReadonlyArray<DayCode>): WeekDayValues[] {
  const source = values.find((day) => day.day === from);
  if (!source) return [...values];
  return values.map((day) => {
    if (day.day === from || !to.includes(day.day)) return day;
    return source.open ? { ...day, open: true, periods: source.periods.map((period) => ({ ...period })) } : { ...day, open: false };
  });
}

/** The chooser's shortcuts: Monday to Friday, or every day; never the day copied from. */
export function copyShortcut(from: DayCode, which: 'weekdays' | 'all'): DayCode[] {
  const days: readonly DayCode[] = which === 'weekdays' ? DAY_CODES.slice(0, 5) : DAY_CODES;
  return days.filter((day) => day !== from);
}
