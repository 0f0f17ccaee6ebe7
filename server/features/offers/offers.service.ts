// Offers: the hero slides shown on the home page for a given day.
import { OFFER_CTA_DEFAULTS, type HeroSlide, type OffersQueryData } from '../../../shared/schemas/offers';
import { localDate } from '../../../shared/rules/dates';
import { runsOnDay } from '../../../shared/rules/day-codes';
import { byDisplayOrderNullLastThenNewest } from '../../../shared/rules/sorting';
import type { Ctx } from '../../context';
import { Offer, type IOffer } from './offer.entity';

const DEFAULT_LIMIT = 5;

export function toHeroSlide(offer: IOffer): HeroSlide {
  return {
    id: offer.id,
    title: offer.title,
    subtitle: offer.subtitle ?? null,
    imageUrl: offer.imageUrl,
    imageWebp: offer.imageWebp ?? null,
    alt: offer.alt ?? null,
    badge: offer.badge ?? null,
    ctaPrimaryLabel: offer.ctaPrimaryLabel || OFFER_CTA_DEFAULTS.ctaPrimaryLabel,
    ctaPrimaryTo: offer.ctaPrimaryTo || OFFER_CTA_DEFAULTS.ctaPrimaryTo,
    ctaSecondaryLabel: offer.ctaSecondaryLabel || OFFER_CTA_DEFAULTS.ctaSecondaryLabel,
    ctaSecondaryTo: offer.ctaSecondaryTo || OFFER_CTA_DEFAULTS.ctaSecondaryTo,
  };
}

/** Active offers valid on the date (default: the bar's today) and running on its day of the week. */
export async function getActiveOffers(ctx: Ctx, { date, limit }: OffersQueryData): Promise<HeroSlide[]> {
  const day = date ?? localDate(ctx.settings.timeZone, ctx.clock.now());
  const offers = await ctx.em.find(Offer, {
    active: true,
    $and: [{ $or: [{ validFrom: null }, { validFrom: { $lte: day } }] }, { $or: [{ validTo: null }, { validTo: { $gte: day } }] }],
  });
  return offers
    .filter((offer) => runsOnDay(offer.daysOfWeek, day))
    .sort((a, b) => byDisplayOrderNullLastThenNewest({ id: a.id, displayOrder: a.displayOrder ?? null }, { id: b.id, displayOrder: b.displayOrder ?? null }))
    .slice(0, limit ?? DEFAULT_LIMIT)
    .map(toHeroSlide);
}
