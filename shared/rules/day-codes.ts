// Day codes MON..SUN and the canonical daysOfWeek string ("FRI|SAT"; "" means every day).

import { utcDate } from './dates';

export const DAY_CODES = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type DayCode = (typeof DAY_CODES)[number];

export function isDayCode(value: string): value is DayCode {
  return (DAY_CODES as readonly string[]).includes(value);
}

/**
 * Canonical form of a days list given in any case and order, as a pipe string or an array.
 * Returns null when a part is not a day code.
 */
export function canonicalDays(input: string | ReadonlyArray<string> | null | undefined): string | null {
  if (input === null || input === undefined) return '';
  const parts = (typeof input === 'string' ? input.split(/[|,]/) : [...input])
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
  if (!parts.every(isDayCode)) return null;
  return DAY_CODES.filter((code) => parts.includes(code)).join('|');
}

/** The day code of a calendar date (YYYY-MM-DD), independent of any time zone. */
export function dayCodeOf(isoDate: string): DayCode {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = utcDate(y, m, d).getUTCDay(); // 0 = Sunday
  return DAY_CODES[(weekday + 6) % 7]!;
}

/** True when a stored daysOfWeek ("" = every day) includes the date's day. */
export function runsOnDay(daysOfWeek: string | null | undefined, isoDate: string): boolean {
  if (!daysOfWeek) return true;
  return daysOfWeek.split('|').includes(dayCodeOf(isoDate));
}
