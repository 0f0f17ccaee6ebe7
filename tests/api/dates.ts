// Calendar dates for the API tests, computed independently of the server's own helpers.
import { testServerEnv } from './server-process';

/** The YYYY-MM-DD date at `instant` in `timeZone` (default: the bar's zone the test server runs with). */
export function dateIn(instant: Date, timeZone: string = testServerEnv.TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function barToday(): string {
  return dateIn(new Date());
}

export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

export function shiftDate(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Runs `attempt(today)` with today's date in `timeZone` and retries once if that zone's midnight passed
 * meanwhile, so a run at 23:59:59 local time can't flake.
 */
export async function onStableDate<T>(timeZone: string, attempt: (today: string) => Promise<T>): Promise<T> {
  for (let round = 0; ; round += 1) {
    const before = dateIn(new Date(), timeZone);
    const result = await attempt(before);
    if (dateIn(new Date(), timeZone) === before || round >= 1) return result;
  }
}

/** onStableDate in the bar's zone (America/New_York). */
export function onStableBarDate<T>(attempt: (today: string) => Promise<T>): Promise<T> {
  return onStableDate(testServerEnv.TIME_ZONE, attempt);
}

/**
 * A time zone whose calendar date differs from the UTC date right now, at least an hour away from
 * flipping: UTC+14 from 11:00 UTC on, UTC-12 before. With it a test can tell "the configured zone's
 * today" from "the server's UTC today" at any hour.
 */
export function zoneOffTheUtcDate(now: Date = new Date()): string {
  return now.getUTCHours() >= 11 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
}

const DAY_CODES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** The day code (MON..SUN) of a calendar date. */
export function dayCodeOf(isoDate: string): (typeof DAY_CODES)[number] {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return DAY_CODES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}
