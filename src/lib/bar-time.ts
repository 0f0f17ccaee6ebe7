// The bar's clock as the server tells it, for the staff screens: "today" and the time zone come from the server's
// clock and TIME_ZONE (hours.today), never from the device's. The admin layout asks first. Public pages read the
// same today from the hours answer they already render with (src/lib/bar-hours.ts).
import type { Lang } from '../../shared/config/languages';
import { formatDateTimeLong, formatDateTimeShort } from '../../shared/rules/dates';
import type { BarToday } from '../../shared/schemas/hours';
import { trpc } from './trpc';

/** The bar's today, or undefined while the server has not said (its answer failed, or has not come yet). */
export function useBarToday(): BarToday | undefined {
  return trpc.hours.today.useQuery().data;
}

export interface BarDateTime {
  /** "Nov 23, 2026, 5:04 PM": when something happened, on the bar's clock (whatever the device's zone). */
  short(instant: Date | string): string;
  /** "Monday, November 23, 2026, 5:04 PM EST": the same in full, naming the zone. */
  long(instant: Date | string): string;
}

/** Instants on the bar's clock, in the language asked for (the admin's English by default); empty text until the server has named its zone. */
export function useBarDateTime(lang: Lang = 'en'): BarDateTime {
  const timeZone = useBarToday()?.timeZone;
  return {
    short: (instant) => (timeZone ? formatDateTimeShort(instant, timeZone, lang) : ''),
    long: (instant) => (timeZone ? formatDateTimeLong(instant, timeZone, lang) : ''),
  };
}
