// What the home page does with an offer on the bar's today: the one rule behind the public offers query and the
// staff's status badge. "Today" is always handed in (the server's clock in its zone), never read from a device.
import { addDays } from './dates';
import { runsOnDay } from './day-codes';

export interface OfferWindow {
  active: boolean;
  /** YYYY-MM-DD or null (no start); both ends are inclusive. */
  validFrom: string | null;
  validTo: string | null;
  /** "FRI|SAT"; "" means every day. */
  daysOfWeek: string;
}

export type OfferStatus =
  | { kind: 'showing' }
  /** `next` is the first date on which the home page will show it; `startsLater` when that is because of validFrom. */
  | { kind: 'scheduled'; next: string; startsLater: boolean }
  /** validTo has passed, or no date left in the window falls on one of its days. */
  | { kind: 'ended' }
  | { kind: 'off' };

/** The first date on or after `from` (and within validTo) on which the offer runs; null when there is none. */
function nextShowing(offer: OfferWindow, from: string): string | null {
  // Any seven days in a row hold every weekday once: a match, if there is one, is within them.
  for (let step = 0; step < 7; step++) {
    const day = addDays(from, step);
    if (offer.validTo && day > offer.validTo) return null;
    if (runsOnDay(offer.daysOfWeek, day)) return day;
  }
  return null;
}

export function offerStatus(offer: OfferWindow, today: string): OfferStatus {
  if (!offer.active) return { kind: 'off' };
  // YYYY-MM-DD text sorts as dates do.
  if (offer.validTo && offer.validTo < today) return { kind: 'ended' };
  const startsLater = Boolean(offer.validFrom && offer.validFrom > today);
  const next = nextShowing(offer, startsLater ? offer.validFrom! : today);
  if (next === null) return { kind: 'ended' };
  if (next === today) return { kind: 'showing' };
  return { kind: 'scheduled', next, startsLater };
}

/** True when the home page shows the offer on `day`: the public offers query's filter. */
export function offerShowsOn(offer: OfferWindow, day: string): boolean {
  return offerStatus(offer, day).kind === 'showing';
}
