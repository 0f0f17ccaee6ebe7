// "Fri, Sat · from Dec 1 to Dec 31": when an offer runs, in words, for the list.
import { DAY_CODES } from '../../../shared/rules/day-codes';
import type { OfferDto } from '../../../shared/schemas/offers';

const DAY_SHORT: Record<string, string> = { MON: 'Mon', TUE: 'Tue', WED: 'Wed', THU: 'Thu', FRI: 'Fri', SAT: 'Sat', SUN: 'Sun' };

function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

export function offerSchedule(offer: Pick<OfferDto, 'daysOfWeek' | 'validFrom' | 'validTo'>): string {
  const days = offer.daysOfWeek ? offer.daysOfWeek.split('|') : [];
  const dayText = days.length === 0 || days.length === DAY_CODES.length ? 'Every day' : days.map((day) => DAY_SHORT[day] ?? day).join(', ');
  const { validFrom: from, validTo: to } = offer;
  const range = from && to ? `${formatDate(from)} – ${formatDate(to)}` : from ? `from ${formatDate(from)}` : to ? `until ${formatDate(to)}` : '';
  return range ? `${dayText} · ${range}` : dayText;
}
