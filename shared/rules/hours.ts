// Opening hours in guests' words: day names and times ("5:00 PM–9:30 PM", "12:00 PM–3:00 PM, 5:00 PM–10:00 PM",
// "Closed"). The line about now is opening-hours.ts's statusLine.
import type { DayCode } from './day-codes';
import { periodsOf, type TimedDay } from './opening-periods';

export const DAY_NAMES: Record<DayCode, string> = { MON: 'Monday', TUE: 'Tuesday', WED: 'Wednesday', THU: 'Thursday', FRI: 'Friday', SAT: 'Saturday', SUN: 'Sunday' };

export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Each period of the day ("5:00 PM–10:00 PM"), by opening time; none on a closed day. */
export function formatPeriods(day: TimedDay): string[] {
  return periodsOf(day).map((period) => `${formatClock(period.opens)}–${formatClock(period.closes)}`);
}

/** The day's hours in one line: its periods joined by a comma, or "Closed". */
export function formatOpeningHours(day: TimedDay): string {
  const periods = formatPeriods(day);
  return periods.length ? periods.join(', ') : 'Closed';
}
