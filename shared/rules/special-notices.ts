// The special dates guests are told about ahead: a closure or changed hours, in one line
// each ("Closed Thursday, November 26 · Thanksgiving", "Thursday, December 24 · 5:00 PM–8:00 PM · Christmas Eve"),
// a run of days with the same record in one line ("Closed Dec 24–Jan 2 · Holidays"). In Spanish: "Cerrado el jueves
// 26 de noviembre · Acción de Gracias", "Jueves 24 de diciembre · 5:00 p. m.–8:00 p. m. · Nochebuena", "Cerrado
// 24 dic–2 ene · Fiestas".
import type { Lang } from '../config/languages';
import { fillValues } from '../i18n/fill-values';
import { ruleWords } from '../i18n/rule-words';
import type { SpecialDate } from '../schemas/hours';
import { capitalize, longDate, shortDateRange } from './calendar-names';
import { addDays } from './dates';
import { formatOpeningHours } from './hours';
import { periodsOf, samePeriods, type TimedDay } from './opening-periods';

/** How far ahead the notice at the top of the home and reservations pages announces special dates: the days to plan tonight or this week by. */
export const NOTICE_DAYS = 14;

/**
 * How far ahead guests are told every special date: the hours blocks (home, contact, reservations), the JSON-LD's
 * specialOpeningHoursSpecification and GET /api/hours's `special` (API.md). A closure for the holidays, entered in
 * November, shows from the moment it is saved.
 */
export const SPECIAL_DAYS_AHEAD = 90;

export interface SpecialNotice {
  /** The first date of the notice. */
  date: string;
  /** Its last date: `date` itself for a single day. */
  to: string;
  closed: boolean;
  text: string;
  /** The date or the range as `text` writes it ("miércoles 2 de diciembre", "Dec 24–Jan 2"): kept on one line. */
  when: string;
}

type Special = TimedDay & Pick<SpecialDate, 'date' | 'closed' | 'note'>;

/** Consecutive special dates that say the same (closed or the same hours, the same note): one range each. */
export interface SpecialRun<T extends Special = Special> {
  from: string;
  to: string;
  /** The run's first record: what every date of it says. */
  first: T;
  days: T[];
}

const isClosed = (day: Special) => day.closed || periodsOf(day).length === 0;

function sameRecord(a: Special, b: Special): boolean {
  return isClosed(a) === isClosed(b) && (a.note ?? null) === (b.note ?? null) && (isClosed(a) || samePeriods(periodsOf(a), periodsOf(b)));
}

/** Special dates (by date) in runs of consecutive dates that say the same: a closure Dec 24–Jan 2 is one run. */
export function specialRuns<T extends Special>(special: ReadonlyArray<T>): SpecialRun<T>[] {
  const runs: SpecialRun<T>[] = [];
  for (const day of special) {
    const last = runs[runs.length - 1];
    if (last && day.date === addDays(last.to, 1) && sameRecord(last.first, day)) {
      last.to = day.date;
      last.days.push(day);
    } else runs.push({ from: day.date, to: day.date, first: day, days: [day] });
  }
  return runs;
}

export { shortDateRange } from './calendar-names';

/** How a closure leads: "Closed" + a date or a range; Spanish puts "el" before a single day ("Cerrado el jueves…"). */
function closed(when: string, single: boolean, lang: Lang): string {
  return fillValues(ruleWords(lang)[single ? 'notice.closedDay' : 'notice.closedDays'], { when });
}

/** The date or range a notice names: a single day long ("Monday, November 23"), a run short ("Dec 24–Jan 2"). */
function noticeWhen(from: string, to: string, lang: Lang): string {
  return to === from ? longDate(from, lang) : shortDateRange(from, to, lang);
}

/** One special date, or a run of them, in a guest's words; a closed day leads with "Closed", changed hours give the times. */
export function specialNoticeText(day: Special, to: string = day.date, lang: Lang = 'en'): string {
  const note = day.note ? ` · ${day.note}` : '';
  const single = to === day.date;
  const when = noticeWhen(day.date, to, lang);
  return isClosed(day) ? `${closed(when, single, lang)}${note}` : `${capitalize(when)} · ${formatOpeningHours(day, lang)}${note}`;
}

/**
 * The special dates from the bar's `today` (a closure today is still news to someone planning tonight) through
 * `days` days after it, runs of days in one notice (told to their last date, even past the window), in the order
 * given (the server's, by date).
 */
export function upcomingSpecialNotices(special: ReadonlyArray<Special>, today: string, days = NOTICE_DAYS, lang: Lang = 'en'): SpecialNotice[] {
  const last = addDays(today, days);
  return specialRuns(special.filter((day) => day.date >= today))
    .filter((run) => run.from <= last)
    .map((run) => ({ date: run.from, to: run.to, closed: isClosed(run.first), text: specialNoticeText(run.first, run.to, lang), when: noticeWhen(run.from, run.to, lang) }));
}
