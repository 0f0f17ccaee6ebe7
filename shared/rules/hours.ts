// Formats opening hours for guests ("5:00 PM–9:30 PM", "Closed").
import type { OpeningHours } from '../config/site';

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
