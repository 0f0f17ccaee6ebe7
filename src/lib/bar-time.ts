// The bar's clock: "today" is the local calendar date in Woburn, never the visitor's or UTC.
import { localDate } from '../../shared/rules/dates';
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
