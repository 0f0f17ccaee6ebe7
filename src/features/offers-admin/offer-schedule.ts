// An offer's run and its status in words, for the list: "Fri, Sat" over "Dec 1 – Dec 31", and "Scheduled · from Dec 1".
import { DAY_CODES } from '../../../shared/rules/day-codes';
import type { OfferStatus } from '../../../shared/rules/offer-status';
import type { OfferDto } from '../../../shared/schemas/offers';

const DAY_SHORT: Record<string, string> = { MON: 'Mon', TUE: 'Tue', WED: 'Wed', THU: 'Thu', FRI: 'Fri', SAT: 'Sat', SUN: 'Sun' };
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const SHORT_WITH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Dec 1"; with the year when it is not the year of the bar's today (or today is not known yet). */
function formatDate(iso: string, today: string | undefined): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (today && iso.slice(0, 4) === today.slice(0, 4) ? SHORT : SHORT_WITH_YEAR).format(date);
}

/** "Fri, Sat", or "Every day" for none or all seven. */
export function offerDays(daysOfWeek: string): string {
  const days = daysOfWeek ? daysOfWeek.split('|') : [];
  return days.length === 0 || days.length === DAY_CODES.length ? 'Every day' : days.map((day) => DAY_SHORT[day] ?? day).join(', ');
}

export interface OfferScheduleText {
  days: string;
  /** "Dec 1 – Dec 31", "from Dec 1", "until Jan 6", or "" without dates. */
  range: string;
}

export function offerSchedule(offer: Pick<OfferDto, 'daysOfWeek' | 'validFrom' | 'validTo'>, today?: string): OfferScheduleText {
  const { validFrom: from, validTo: to } = offer;
  const range = from && to ? `${formatDate(from, today)} – ${formatDate(to, today)}` : from ? `from ${formatDate(from, today)}` : to ? `until ${formatDate(to, today)}` : '';
  return { days: offerDays(offer.daysOfWeek), range };
}

export interface OfferStatusText {
  label: 'Showing today' | 'Scheduled' | 'Ended' | 'Off';
  /** When a scheduled offer shows next: "from Dec 1", or its days ("Fri, Sat"). */
  detail: string | null;
  tone: 'on' | 'later' | 'off';
}

export function offerStatusText(status: OfferStatus, daysOfWeek: string, today: string): OfferStatusText {
  switch (status.kind) {
    case 'showing':
      return { label: 'Showing today', detail: null, tone: 'on' };
    case 'scheduled':
      return { label: 'Scheduled', detail: status.startsLater ? `from ${formatDate(status.next, today)}` : offerDays(daysOfWeek), tone: 'later' };
    case 'ended':
      return { label: 'Ended', detail: null, tone: 'off' };
    case 'off':
      return { label: 'Off', detail: null, tone: 'off' };
  }
}
