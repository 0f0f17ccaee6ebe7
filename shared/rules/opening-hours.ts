// The bar's opening hours as rules: the hours that apply on a date (a special date wins over the regular day), its
// open periods as instants, whether the bar is open at an instant and when that changes, and the guest's status
// line. Free of zod, so the browser runs the very rules the server rendered with and updates the line live.
import type { Lang } from '../config/languages';
import { fillValues } from '../i18n/fill-values';
import { ruleWords } from '../i18n/rule-words';
import type { HoursDay, SpecialDate } from '../schemas/hours';
import { calendarNames, formatClock, longDate, weekdayIndex } from './calendar-names';
import { addDays, instantAt, localDate, utcDate, zonedDateTime } from './dates';
import { dayCodeOf, type DayCode } from './day-codes';
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

export { longDate } from './calendar-names';

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  const toUtc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return utcDate(y, m, d).getTime();
  };
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/**
 * The words of the status line in one language, from its message file (the "status." keys); `day` is a day's name or
 * long date, `clock` a formatted time. The server writes the line too (the hours answer's `statusLine`), and the
 * browser writes the very same text when it updates the line live: both read the same catalog.
 */
interface StatusWords {
  openNow: string;
  closedNow: string;
  closedToday: string;
  today: string;
  tomorrow: string;
  /** A named day as the object of "opens"/"back"/"until": "Friday", "el viernes". */
  onDay(day: string): string;
  /** A time as the object of "until": "9:30 PM", "las 9:30 p. m." (Spanish counts the hour: "la 1:00 p. m."). */
  clock(clock: string): string;
  /** "at 9:30 PM", "a las 9:30 p. m.". */
  at(clock: string): string;
  until: string;
  opens: string;
  back: string;
}

function statusWords(lang: Lang): StatusWords {
  const words = ruleWords(lang);
  const clock = (time: string) => fillValues(words[time.startsWith('1:') ? 'status.clockOne' : 'status.clock'], { time });
  return {
    openNow: words['status.openNow'],
    closedNow: words['status.closedNow'],
    closedToday: words['status.closedToday'],
    today: words['status.today'],
    tomorrow: words['status.tomorrow'],
    onDay: (day) => fillValues(words['status.onDay'], { day }),
    clock,
    at: (time) => fillValues(words['status.at'], { clock: clock(time) }),
    until: words['status.until'],
    opens: words['status.opens'],
    back: words['status.back'],
  };
}

/** "Friday" within the coming week; "Thursday, December 3" further off, where a weekday alone would be ambiguous. */
function dayName(date: string, today: string, lang: Lang): string {
  return daysBetween(today, date) < 7 ? calendarNames(lang).weekdays[weekdayIndex(date)]! : longDate(date, lang);
}

/** "today", "tomorrow", else as dayName ("hoy", "mañana", "el lunes"). */
function relativeDay(date: string, today: string, lang: Lang): string {
  const words = statusWords(lang);
  if (date === today) return words.today;
  if (date === addDays(today, 1)) return words.tomorrow;
  return words.onDay(dayName(date, today, lang));
}

/** The instant's wall-clock time for guests ("9:30 PM", "9:30 p. m."). */
function clockAt(schedule: HoursSchedule, at: Date, lang: Lang): string {
  return formatClock(zonedDateTime(schedule.timeZone, at).time, lang);
}

const withNote = (note: string | null | undefined) => (note ? ` (${note})` : '');

/**
 * The guest's line about now: "Open now · until 9:30 PM", "Open now · until 11:00 PM (New Year's Eve)",
 * "Closed now · opens today at 5:00 PM", "Closed now · opens tomorrow at 5:00 PM", "Closed now · opens Monday at
 * 5:00 PM", and on a day the bar stays closed "Closed today (Thanksgiving) · back Friday at 5:00 PM" or
 * "Closed today · back Monday at 5:00 PM". Between two periods of a day (after lunch): "Closed now · opens at
 * 5:00 PM". A note is shown for the day it belongs to: today's, or the open period's. In Spanish: "Abierto ahora ·
 * hasta las 9:30 p. m.", "Cerrado ahora · abre el lunes a las 5:00 p. m.", "Cerrado hoy · volvemos el viernes a las
 * 5:00 p. m.".
 */
export function statusLine(schedule: HoursSchedule, at: Date, lang: Lang = 'en'): string {
  const words = statusWords(lang);
  const status = openStatus(schedule, at);
  const today = localDate(schedule.timeZone, at);
  if (status.openNow) {
    const { closesAt } = status;
    // Past a day away (hours round the clock), the time alone would not say which day.
    const until =
      closesAt &&
      (closesAt.getTime() - at.getTime() < DAY_MS
        ? words.clock(clockAt(schedule, closesAt, lang))
        : `${words.onDay(dayName(localDate(schedule.timeZone, closesAt), today, lang))} ${words.at(clockAt(schedule, closesAt, lang))}`);
    return `${words.openNow}${until ? ` · ${words.until} ${until}` : ''}${withNote(status.period?.note)}`;
  }
  const day = hoursOn(schedule, today);
  const opening = status.nextOpening;
  if (!day.open) {
    const head = `${words.closedToday}${withNote(day.note)}`;
    return opening ? `${head} · ${words.back} ${words.onDay(dayName(localDate(schedule.timeZone, opening), today, lang))} ${words.at(clockAt(schedule, opening, lang))}` : head;
  }
  if (!opening) return words.closedNow;
  const openingDate = localDate(schedule.timeZone, opening);
  // The bar was open earlier today and opens again later today: the day is not news, the time is.
  const between = openingDate === today && periodsOn(schedule, today).some((period) => period.closes <= at);
  if (between) return `${words.closedNow} · ${words.opens} ${words.at(clockAt(schedule, opening, lang))}${withNote(day.note)}`;
  return `${words.closedNow} · ${words.opens} ${relativeDay(openingDate, today, lang)} ${words.at(clockAt(schedule, opening, lang))}${withNote(openingDate === today ? day.note : null)}`;
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
