// The special dates guests are told about ahead: a closure or changed hours in the coming two weeks, in one line
// each ("Closed Thursday, November 26 · Thanksgiving", "Thursday, December 24 · 5:00 PM–8:00 PM · Christmas Eve").
import type { SpecialDate } from '../schemas/hours';
import { addDays } from './dates';
import { formatOpeningHours } from './hours';
import { longDate } from './opening-hours';

/** How far ahead the home and reservations pages announce special dates. */
export const NOTICE_DAYS = 14;

export interface SpecialNotice {
  date: string;
  closed: boolean;
  text: string;
}

type Special = Pick<SpecialDate, 'date' | 'closed' | 'opens' | 'closes' | 'note'>;

/** One special date in a guest's words; a closed day leads with "Closed", changed hours give the times. */
export function specialNoticeText(day: Special): string {
  const note = day.note ? ` · ${day.note}` : '';
  const open = !day.closed && day.opens && day.closes;
  return open ? `${longDate(day.date)} · ${formatOpeningHours(day)}${note}` : `Closed ${longDate(day.date)}${note}`;
}

/**
 * The special dates from the bar's `today` (a closure today is still news to someone planning tonight) through
 * `days` days after it, in the order given (the server's, by date).
 */
export function upcomingSpecialNotices(special: ReadonlyArray<Special>, today: string, days = NOTICE_DAYS): SpecialNotice[] {
  const last = addDays(today, days);
  return special.filter((day) => day.date >= today && day.date <= last).map((day) => ({ date: day.date, closed: day.closed, text: specialNoticeText(day) }));
}
