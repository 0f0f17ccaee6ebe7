// The regular week as the form holds it (an Open switch and two time inputs per day) and as the API takes it.
// A day switched off keeps the times it had, so switching it back on restores them; they are sent as null.
import { DAY_CODES, type DayCode } from '../../../shared/rules/day-codes';
import { DAY_NAMES } from '../../../shared/rules/hours';
import { closesNextDay } from '../../../shared/rules/opening-hours';
import type { RegularDay, RegularWeekInput } from '../../../shared/schemas/hours';

export interface WeekDayValues {
  day: DayCode;
  open: boolean;
  /** As the time input holds it: "HH:MM", or empty. */
  opens: string;
  closes: string;
}

/** The seven days in week order, whatever order (or gaps) the answer has: a missing day is closed. */
export function weekToForm(week: ReadonlyArray<RegularDay>): WeekDayValues[] {
  return DAY_CODES.map((day) => {
    const found = week.find((candidate) => candidate.day === day);
    return { day, open: !!found?.opens || !!found?.closes, opens: found?.opens ?? '', closes: found?.closes ?? '' };
  });
}

/**
 * The PUT body, in week order (so the server's "3.opens" is the form's Thursday). An empty time is null: a day with
 * only one time is the server's to refuse, in its own words.
 */
export function toWeekInput(values: ReadonlyArray<WeekDayValues>): RegularWeekInput {
  return values.map(({ day, open, opens, closes }) => (open ? { day, opens: opens || null, closes: closes || null } : { day, opens: null, closes: null }));
}

/**
 * What the server cannot know: a day switched on with neither time would be saved as closed, against what the
 * switch says. Keyed as the server keys its fields ("0.opens").
 */
export function checkWeek(values: ReadonlyArray<WeekDayValues>): Record<string, string> {
  const fields: Record<string, string> = {};
  values.forEach(({ day, open, opens, closes }, index) => {
    if (open && !opens && !closes) fields[`${index}.opens`] = `Set when ${DAY_NAMES[day]} opens and closes, or switch the day off.`;
  });
  return fields;
}

/** The server's field errors ("4.closes") by day and field, for the grid. */
export function weekFieldErrors(fields: Record<string, string>): Partial<Record<DayCode, { opens?: string; closes?: string }>> {
  const byDay: Partial<Record<DayCode, { opens?: string; closes?: string }>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^(\d+)\.(opens|closes|day)$/.exec(key);
    const day = match ? DAY_CODES[Number(match[1])] : undefined;
    if (!match || !day) continue;
    const field = match[2] === 'closes' ? 'closes' : 'opens';
    byDay[day] = { ...byDay[day], [field]: byDay[day]?.[field] ?? message };
  }
  return byDay;
}

/** The form's fields the server's errors name nowhere on the grid (a rule on the whole week): shown above it. */
export function weekGeneralError(fields: Record<string, string>): string | null {
  const other = Object.entries(fields).find(([key]) => !/^\d+\.(opens|closes|day)$/.test(key));
  return other ? other[1] : null;
}

/** True when the form says what the saved week says (a switched-off day's kept times do not count). */
export function sameWeek(values: ReadonlyArray<WeekDayValues>, saved: ReadonlyArray<RegularDay>): boolean {
  const body = toWeekInput(values);
  const stored = toWeekInput(weekToForm(saved));
  return body.every((day, index) => day.opens === stored[index]?.opens && day.closes === stored[index]?.closes);
}

/** An open day whose closing is after midnight, on the next date. */
export function closesAfterMidnight({ open, opens, closes }: WeekDayValues | { open: boolean; opens: string; closes: string }): boolean {
  return open && !!opens && !!closes && closesNextDay(opens, closes);
}

/**
 * Switching a day on: the times it had, else those of the nearest open day before it (the bar's usual evening),
 * else none.
 */
export function switchDay(values: ReadonlyArray<WeekDayValues>, index: number, open: boolean): WeekDayValues[] {
  return values.map((day, at) => {
    if (at !== index) return day;
    if (!open || day.opens || day.closes) return { ...day, open };
    const model = [...values.slice(0, index)].reverse().find((other) => other.open && other.opens && other.closes) ?? values.find((other) => other.open && other.opens && other.closes);
    return { ...day, open, opens: model?.opens ?? '', closes: model?.closes ?? '' };
  });
}
