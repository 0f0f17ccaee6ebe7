// The bar's opening hours as rules: the hours that apply on a date (a special date wins over the regular day), its
// open periods as instants, whether the bar is open at an instant and when that changes, and the guest's status
// line. Free of zod, so the browser runs the very rules the server rendered with and updates the line live.
import type { HoursDay, SpecialDate } from '../schemas/hours';
import { addDays, instantAt, localDate, utcDate, zonedDateTime } from './dates';
import { dayCodeOf, type DayCode } from './day-codes';
import { DAY_NAMES, formatClock } from './hours';
import { closesNextDay, periodsOf, type TimedDay } from './opening-periods';

export { closesNextDay } from './opening-periods';

export interface HoursSchedule {
  /** The IANA zone the times are local to. */
  timeZone: string;
  regular: ReadonlyArray<TimedDay & { day: DayCode }>;
  /** The special dates of (at least) the days asked about; the server sends the next 60 days. */
  special: ReadonlyArray<TimedDay & Pick<SpecialDate, 'date' | 'closed' | 'note'>>;
}

/** How many days ahead the rules look for the next opening (the server's answer lists special dates that far). */
export const HOURS_HORIZON_DAYS = 60;

/** The hours of a local date (YYYY-MM-DD): its special date's when it has one, else its day of the regular week. */
export function hoursOn(schedule: HoursSchedule, date: string): HoursDay {
  const special = schedule.special.find((candidate) => candidate.date === date);
  const day = special ?? schedule.regular.find((candidate) => candidate.day === dayCodeOf(date));
  const periods = special?.closed ? [] : periodsOf(day);
  const first = periods[0];
  return { date, open: !!first, opens: first?.opens ?? null, closes: first?.closes ?? null, periods, note: special?.note ?? null };
}

export interface OpenPeriod {
  /** The local date whose hours these are (a period closing after midnight ends on the next date). */
  date: string;
  opens: Date;
  closes: Date;
  /** The special date's note ("New Year's Eve"), or null on a regular day. */
  note: string | null;
}

/**
 * The open periods of a local date as instants, by opening; none when the bar stays closed that day. A `closes` at
 * or before `opens` is after midnight, on the next date (so "17:00"–"17:00" is open round the clock). Local times
 * that the clocks skip or repeat are read as `instantAt` says; should that leave a period ending before it starts
 * (hours inside the hour skipped in spring), that period is left out.
 */
export function periodsOn(schedule: HoursSchedule, date: string): OpenPeriod[] {
  const hours = hoursOn(schedule, date);
  return hours.periods.flatMap((period) => {
    const opens = instantAt(schedule.timeZone, date, period.opens);
    const closes = instantAt(schedule.timeZone, closesNextDay(period.opens, period.closes) ? addDays(date, 1) : date, period.closes);
    return closes > opens ? [{ date, opens, closes, note: hours.note }] : [];
  });
}

export interface OpenStatus {
  openNow: boolean;
  /** When open: the period the instant falls in (its note names a special day). */
  period: OpenPeriod | null;
  /** When open: when the bar closes (periods that touch or overlap count as one); null when open past the horizon. */
  closesAt: Date | null;
  /** The next opening after the instant (after the current period when open); null when none within the horizon. */
  nextOpening: Date | null;
  /** The next instant at which `openNow` changes: `closesAt` when open, `nextOpening` when closed. */
  nextChange: Date | null;
}

/**
 * Whether the bar is open at an instant (from the opening, inclusive, to the closing, exclusive), and what comes
 * next. Yesterday's period is looked at too: at 00:30 on Saturday the bar may still be open from Friday's.
 */
export function openStatus(schedule: HoursSchedule, at: Date, horizonDays = HOURS_HORIZON_DAYS): OpenStatus {
  const today = localDate(schedule.timeZone, at);
  let period: OpenPeriod | null = null;
  let closesAt: Date | null = null;
  let nextOpening: Date | null = null;
  // Periods come by opening: each day's in order, and a day's first opens after the day before's.
  search: for (let offset = -1; offset <= horizonDays; offset++) {
    for (const candidate of periodsOn(schedule, addDays(today, offset))) {
      if (candidate.closes <= at) continue;
      if (closesAt && candidate.opens <= closesAt) {
        // Touches or overlaps the current period: the bar stays open through it.
        if (candidate.closes > closesAt) closesAt = candidate.closes;
        if (candidate.opens <= at) period = candidate;
      } else if (candidate.opens <= at) {
        period = candidate;
        closesAt = candidate.closes;
      } else {
        nextOpening = candidate.opens;
        break search;
      }
    }
  }
  // Still open at the horizon's end: when it closes is beyond what the rules know.
  if (closesAt && !nextOpening && periodsOn(schedule, addDays(today, horizonDays)).length) closesAt = null;
  const openNow = period !== null;
  return { openNow, period, closesAt, nextOpening, nextChange: openNow ? closesAt : nextOpening };
}

// ── The guest's line ───────────────────────────────────────────────────────────────────────────────────────────

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  const toUtc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return utcDate(y, m, d).getTime();
  };
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** "Thursday, December 3": a local date (YYYY-MM-DD) as guests read it. */
export function longDate(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${DAY_NAMES[dayCodeOf(date)]}, ${MONTH_NAMES[month - 1]} ${day}`;
}

/** "Friday" within the coming week; "Thursday, December 3" further off, where a weekday alone would be ambiguous. */
function dayName(date: string, today: string): string {
  return daysBetween(today, date) < 7 ? DAY_NAMES[dayCodeOf(date)] : longDate(date);
}

/** "today", "tomorrow", else as dayName. */
function relativeDay(date: string, today: string): string {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return dayName(date, today);
}

/** The instant's wall-clock time for guests ("9:30 PM"). */
function clockAt(schedule: HoursSchedule, at: Date): string {
  return formatClock(zonedDateTime(schedule.timeZone, at).time);
}

const withNote = (note: string | null | undefined) => (note ? ` (${note})` : '');

/**
 * The guest's line about now: "Open now · until 9:30 PM", "Open now · until 11:00 PM (New Year's Eve)",
 * "Closed now · opens today at 5:00 PM", "Closed now · opens tomorrow at 5:00 PM", "Closed now · opens Monday at
 * 5:00 PM", and on a day the bar stays closed "Closed today (Thanksgiving) · back Friday at 5:00 PM" or
 * "Closed today · back Monday at 5:00 PM". Between two periods of a day (after lunch): "Closed now · opens at
 * 5:00 PM". A note is shown for the day it belongs to: today's, or the open period's.
 */
export function statusLine(schedule: HoursSchedule, at: Date): string {
  const status = openStatus(schedule, at);
  const today = localDate(schedule.timeZone, at);
  if (status.openNow) {
    const { closesAt } = status;
    // Past a day away (hours round the clock), the time alone would not say which day.
    const until = closesAt && (closesAt.getTime() - at.getTime() < DAY_MS ? clockAt(schedule, closesAt) : `${dayName(localDate(schedule.timeZone, closesAt), today)} at ${clockAt(schedule, closesAt)}`);
    return `Open now${until ? ` · until ${until}` : ''}${withNote(status.period?.note)}`;
  }
  const day = hoursOn(schedule, today);
  const opening = status.nextOpening;
  if (!day.open) {
    const head = `Closed today${withNote(day.note)}`;
    return opening ? `${head} · back ${dayName(localDate(schedule.timeZone, opening), today)} at ${clockAt(schedule, opening)}` : head;
  }
  if (!opening) return 'Closed now';
  const openingDate = localDate(schedule.timeZone, opening);
  // The bar was open earlier today and opens again later today: the day is not news, the time is.
  const between = openingDate === today && periodsOn(schedule, today).some((period) => period.closes <= at);
  if (between) return `Closed now · opens at ${clockAt(schedule, opening)}${withNote(day.note)}`;
  return `Closed now · opens ${relativeDay(openingDate, today)} at ${clockAt(schedule, opening)}${withNote(openingDate === today ? day.note : null)}`;
}

/**
 * When the status line may next read differently: at the next opening or closing, or at the local midnight (when
 * "tomorrow" becomes "today"), whichever comes first. The guest's display re-renders then.
 */
export function statusLineChangesAt(schedule: HoursSchedule, at: Date): Date {
  const midnight = instantAt(schedule.timeZone, addDays(localDate(schedule.timeZone, at), 1), '00:00');
  const change = openStatus(schedule, at).nextChange;
  return change && change < midnight ? change : midnight;
}
