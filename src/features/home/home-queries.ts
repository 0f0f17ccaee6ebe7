// The home page's two reads for the bar's today: up to 5 hero offers and the day's menu highlights.
import { HOME_HIGHLIGHT_LIMIT, type HighlightsQuery } from '../../../shared/schemas/highlights';
import type { OffersQuery } from '../../../shared/schemas/offers';
import { barToday } from '../../lib/bar-time';

export const HOME_OFFER_LIMIT = 5;

export function homeQueries(now: Date = new Date()): { offers: OffersQuery; highlights: HighlightsQuery } {
  const date = barToday(now);
  return { offers: { date, limit: HOME_OFFER_LIMIT }, highlights: { date, limit: HOME_HIGHLIGHT_LIMIT } };
}
