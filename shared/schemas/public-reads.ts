// Queries and answers of the public reads (GET /api/menu/full, drinks, highlights, offers).
import { z } from 'zod';
import { intInRange, isoDate } from './fields';

export const highlightsQuery = z.object({
  date: isoDate('Date').optional(),
  limit: intInRange('Limit', 1, 50).optional(),
});
export type HighlightsQuery = z.input<typeof highlightsQuery>;
export type HighlightsQueryData = z.output<typeof highlightsQuery>;

export const offersQuery = z.object({
  date: isoDate('Date').optional(),
  limit: intInRange('Limit', 1, 20).optional(),
});
export type OffersQuery = z.input<typeof offersQuery>;
export type OffersQueryData = z.output<typeof offersQuery>;

export interface PublicMenuItem {
  id: number;
  name: string;
  description: string | null;
  price: number;
  dietary_tags: string;
  allergens: string;
  spicy_level: number;
  halal: boolean;
  available: boolean;
  featured: boolean;
  image: string | null;
  order: number;
}

export interface PublicDrinkItem {
  id: number;
  name: string;
  description: string | null;
  price: number;
  image: string | null;
  available: boolean;
  featured: boolean;
  abv: number | null;
  size: string | null;
  region: string | null;
  grape: string | null;
  vintage: string | null;
  order: number;
  dietary_tags: string;
  allergens: string;
}

export interface PublicCategory<Item> {
  name: string;
  slug: string;
  items: Item[];
}

export interface PublicMenu<Item = PublicMenuItem> {
  currency: string;
  categories: PublicCategory<Item>[];
}
export type PublicDrinks = PublicMenu<PublicDrinkItem>;

export interface HighlightCard {
  id: number;
  name: string;
  desc: string | null;
  price: number;
  priceFormatted: string;
  image: string | null;
  tag: string | null;
  position: number;
  category: string;
}

export interface HeroSlide {
  id: number;
  title: string;
  subtitle: string | null;
  imageUrl: string;
  imageWebp: string | null;
  alt: string | null;
  badge: string | null;
  ctaPrimaryLabel: string;
  ctaPrimaryTo: string;
  ctaSecondaryLabel: string;
  ctaSecondaryTo: string;
}

export { OFFER_CTA_DEFAULTS } from '../rules/offer-defaults';
