// Offers: the hero slides shown on the home page for a given day, and the staff's offer records.
import { QueryOrder } from '@mikro-orm/core';
import { DEFAULT_LANG, type Lang } from '../../../shared/config/languages';
import { localized, readTranslations, storedTranslations } from '../../../shared/rules/translations';
import { OFFER_CTA_DEFAULTS, OFFER_TRANSLATED_FIELDS, type HeroSlide, type OfferData, type OfferDto, type OffersQueryData } from '../../../shared/schemas/offers';
import type { Page, PageQueryData } from '../../../shared/schemas/paging';
import { offerShowsOn } from '../../../shared/rules/offer-status';
import { byDisplayOrderNullLastThenNewest } from '../../../shared/rules/sorting';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';
import { findPage, searchFilter } from '../../lib/paging';
import { loadMessageFile } from '../../i18n/message-files';
import { ruleWords } from '../../../shared/i18n/rule-words';
import { barToday } from '../../lib/bar-date';
import { Offer, type IOffer } from './offer.entity';

const DEFAULT_LIMIT = 5;

/**
 * The slide in the guest's language: each translated field in it where staff gave one, else the offer's own text. A
 * button still saying the default (left empty, or the admin form's default kept) says the language's catalog's
 * words for it, as the bar's own hero does; the language's message file is read first (getActiveOffers).
 */
export function toHeroSlide(offer: IOffer, language: Lang = DEFAULT_LANG): HeroSlide {
  const slide = localized(ownSlide(offer), readTranslations(offer.translations), language, OFFER_TRANSLATED_FIELDS);
  const words = ruleWords(language);
  const label = (text: string, fallback: string, own: string) => (text === fallback ? own : text);
  return {
    ...slide,
    ctaPrimaryLabel: label(slide.ctaPrimaryLabel, OFFER_CTA_DEFAULTS.ctaPrimaryLabel, words['home.heroMenu']),
    ctaSecondaryLabel: label(slide.ctaSecondaryLabel, OFFER_CTA_DEFAULTS.ctaSecondaryLabel, words['home.heroBook']),
  };
}

function ownSlide(offer: IOffer): HeroSlide {
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

/**
 * The offers the home page shows on the date (default: the bar's today): those whose status is "Showing today" by
 * the shared rule the staff's list shows (shared/rules/offer-status.ts). The query only narrows the rows read.
 */
export async function getActiveOffers(ctx: Ctx, { date, limit, lang }: OffersQueryData): Promise<HeroSlide[]> {
  const day = date ?? barToday(ctx);
  await loadMessageFile(lang ?? DEFAULT_LANG);
  const offers = await ctx.em.find(Offer, {
    active: true,
    $and: [{ $or: [{ validFrom: null }, { validFrom: { $lte: day } }] }, { $or: [{ validTo: null }, { validTo: { $gte: day } }] }],
  });
  return offers
    .filter((offer) => offerShowsOn({ active: offer.active, validFrom: offer.validFrom ?? null, validTo: offer.validTo ?? null, daysOfWeek: offer.daysOfWeek }, day))
    .sort((a, b) => byDisplayOrderNullLastThenNewest({ id: a.id, displayOrder: a.displayOrder ?? null }, { id: b.id, displayOrder: b.displayOrder ?? null }))
    .slice(0, limit ?? DEFAULT_LIMIT)
    .map((offer) => toHeroSlide(offer, lang));
}

// ── Admin ─────────────────────────────────────────────────────────────────────────────────────

/** Date columns come back from the driver as YYYY-MM-DD text (the entity's type); instants as Dates. */
export function toOfferDto(offer: IOffer): OfferDto {
  return {
    id: offer.id,
    title: offer.title,
    subtitle: offer.subtitle ?? null,
    imageUrl: offer.imageUrl,
    imageWebp: offer.imageWebp ?? null,
    alt: offer.alt ?? null,
    badge: offer.badge ?? null,
    ctaPrimaryLabel: offer.ctaPrimaryLabel ?? null,
    ctaPrimaryTo: offer.ctaPrimaryTo ?? null,
    ctaSecondaryLabel: offer.ctaSecondaryLabel ?? null,
    ctaSecondaryTo: offer.ctaSecondaryTo ?? null,
    validFrom: offer.validFrom ?? null,
    validTo: offer.validTo ?? null,
    daysOfWeek: offer.daysOfWeek,
    active: offer.active,
    displayOrder: offer.displayOrder ?? null,
    translations: readTranslations(offer.translations),
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}

async function requireOffer(ctx: Ctx, id: number): Promise<IOffer> {
  const offer = await ctx.em.findOne(Offer, { id });
  if (!offer) throw notFound('Offer');
  return offer;
}

/** The staff's list: displayOrder ascending (null last), then newest first; q searches the whole table. */
export function listOffers(ctx: Ctx, { q, page, size }: PageQueryData): Promise<Page<OfferDto>> {
  return findPage(
    ctx.em,
    Offer,
    { where: searchFilter<IOffer>(q), orderBy: [{ displayOrder: QueryOrder.ASC_NULLS_LAST }, { id: QueryOrder.DESC }], page, size },
    toOfferDto,
  );
}

export async function getOffer(ctx: Ctx, id: number): Promise<OfferDto> {
  return toOfferDto(await requireOffer(ctx, id));
}

/** The stored columns of a save: the fields as given, the translations as JSON text. */
function offerColumns(data: OfferData) {
  return { ...data, translations: storedTranslations(data.translations, OFFER_TRANSLATED_FIELDS) };
}

export async function createOffer(ctx: Ctx, data: OfferData): Promise<OfferDto> {
  const offer = ctx.em.create(Offer, offerColumns(data));
  await ctx.em.flush();
  return toOfferDto(offer);
}

/** Replaces every editable field (the schema gives each one its value or its default). */
export async function updateOffer(ctx: Ctx, id: number, data: OfferData): Promise<OfferDto> {
  const offer = await requireOffer(ctx, id);
  ctx.em.assign(offer, offerColumns(data));
  await ctx.em.flush();
  return toOfferDto(offer);
}

export async function deleteOffer(ctx: Ctx, id: number): Promise<void> {
  ctx.em.remove(await requireOffer(ctx, id));
  await ctx.em.flush();
}

export async function setOfferActive(ctx: Ctx, id: number, active: boolean): Promise<void> {
  const offer = await requireOffer(ctx, id);
  offer.active = active;
  await ctx.em.flush();
}
