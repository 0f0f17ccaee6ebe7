// Opening hours in guests' words: day names and times ("5:00 PM–9:30 PM", "12:00 PM–3:00 PM, 5:00 PM–10:00 PM",
// "Closed"; in Spanish "5:00 p. m.–9:30 p. m.", "Cerrado"). The line about now is opening-hours.ts's statusLine.
import type { Lang } from '../config/languages';
import { ruleWords } from '../i18n/rule-words';
import { calendarNames, formatClock } from './calendar-names';
import { DAY_CODES, type DayCode } from './day-codes';
import { periodsOf, type TimedDay } from './opening-periods';

export { formatClock } from './calendar-names';

/** Each day's name in a language: "Friday", "viernes". */
export function dayNames(lang: Lang = 'en'): Record<DayCode, string> {
  return Object.fromEntries(DAY_CODES.map((code, index) => [code, calendarNames(lang).weekdays[index]!])) as Record<DayCode, string>;
}

/** Each period of the day ("5:00 PM–10:00 PM"), by opening time; none on a closed day. */
export function formatPeriods(day: TimedDay, lang: Lang = 'en'): string[] {
  return periodsOf(day).map((period) => `${formatClock(period.opens, lang)}–${formatClock(period.closes, lang)}`);
}

/** The day's hours in one line: its periods joined by a comma, or "Closed" ("Cerrado"). */
export function formatOpeningHours(day: TimedDay, lang: Lang = 'en'): string {
  const periods = formatPeriods(day, lang);
  return periods.length ? periods.join(', ') : ruleWords(lang)['hours.closed'];
}
