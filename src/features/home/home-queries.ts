// The home page's two reads for the bar's today: up to 5 hero offers and the day's menu highlights. They carry no
// date: "today" is the server's (its clock in its TIME_ZONE), never the guest's device's.
import { HOME_HIGHLIGHT_LIMIT } from '../../../shared/rules/home-highlights';
import type { HighlightsQuery } from '../../../shared/schemas/highlights';
import type { OffersQuery } from '../../../shared/schemas/offers';

export const HOME_OFFER_LIMIT = 5;

export const HOME_QUERIES: { readonly offers: OffersQuery; readonly highlights: HighlightsQuery } = {
  offers: { limit: HOME_OFFER_LIMIT },
  highlights: { limit: HOME_HIGHLIGHT_LIMIT },
};
