// Opening hours for guests: the times ("5:00 PM–9:30 PM", "Closed") and the line about today ("Open today …",
// "Closed today, back Monday from 5:00 PM"). Which day is today is the server's to say (hours.today).
import type { OpeningHours } from '../config/site';
import { DAY_CODES, type DayCode } from './day-codes';

export const DAY_NAMES: Record<DayCode, string> = { MON: 'Monday', TUE: 'Tuesday', WED: 'Wednesday', THU: 'Thursday', FRI: 'Friday', SAT: 'Saturday', SUN: 'Sunday' };

export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function formatOpeningHours(hours: OpeningHours): string {
  if (!hours.opens || !hours.closes) return 'Closed';
  return `${formatClock(hours.opens)}–${formatClock(hours.closes)}`;
}

/** The row of a day the bar opens, or null on a day it stays closed (or that no row names). */
export function openingHoursOn(hours: ReadonlyArray<OpeningHours>, day: DayCode): (OpeningHours & { opens: string; closes: string }) | null {
  const row = hours.find((candidate) => candidate.days.includes(day));
  return row?.opens && row.closes ? { ...row, opens: row.opens, closes: row.closes } : null;
}

/**
 * "Open today 5:00 PM–9:00 PM"; on a closed day, when the bar opens next ("Closed today, back Friday from
 * 5:00 PM"), or just "Closed today" when it never opens.
 */
export function todayHoursLine(hours: ReadonlyArray<OpeningHours>, today: DayCode): string {
  const open = openingHoursOn(hours, today);
  if (open) return `Open today ${formatOpeningHours(open)}`;
  const start = DAY_CODES.indexOf(today);
  for (let step = 1; step < DAY_CODES.length; step++) {
    const day = DAY_CODES[(start + step) % DAY_CODES.length]!;
    const next = openingHoursOn(hours, day);
    if (next) return `Closed today, back ${DAY_NAMES[day]} from ${formatClock(next.opens)}`;
  }
  return 'Closed today';
}
