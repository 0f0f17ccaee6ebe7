// The bar's clock: "today" is the local calendar date in Woburn, never the visitor's or UTC.
import { formatDateTimeLong, formatDateTimeShort, localDate } from '../../shared/rules/dates';
import { dayCodeOf, type DayCode } from '../../shared/rules/day-codes';

import { site } from '../../shared/config/site';

/** The bar's zone from its identity module (the server's TIME_ZONE default). */
export const BAR_TIME_ZONE = site.timeZone;

export function barToday(now: Date = new Date()): string {
  return localDate(BAR_TIME_ZONE, now);
}

export function barDayCode(now: Date = new Date()): DayCode {
  return dayCodeOf(barToday(now));
}

/** "Nov 23, 2026, 5:04 PM": when something happened, on the bar's clock (whatever the device's zone). */
export function barDateTimeShort(instant: Date | string): string {
  return formatDateTimeShort(instant, BAR_TIME_ZONE);
}

/** "Monday, November 23, 2026, 5:04 PM EST": the same in full, naming the zone. */
export function barDateTimeLong(instant: Date | string): string {
  return formatDateTimeLong(instant, BAR_TIME_ZONE);
}
