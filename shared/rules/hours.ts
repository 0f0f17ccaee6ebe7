// Opening hours in guests' words: day names and times ("5:00 PM–9:30 PM", "Closed"). The line about now is
// opening-hours.ts's statusLine.
import type { OpeningHours } from '../config/site';
import type { DayCode } from './day-codes';

export const DAY_NAMES: Record<DayCode, string> = { MON: 'Monday', TUE: 'Tuesday', WED: 'Wednesday', THU: 'Thursday', FRI: 'Friday', SAT: 'Saturday', SUN: 'Sunday' };

export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function formatOpeningHours(hours: Pick<OpeningHours, 'opens' | 'closes'>): string {
  if (!hours.opens || !hours.closes) return 'Closed';
  return `${formatClock(hours.opens)}–${formatClock(hours.closes)}`;
}
