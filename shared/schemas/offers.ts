// Offers: the home page's hero slides (public read) and the staff's offer records (admin).
import { z } from 'zod';
import { canonicalDays } from '../rules/day-codes';
import { OFFER_CTA_DEFAULTS } from '../rules/offer-defaults';
import { flagValue } from './catalog';
import {
  booleanFlag,
  instantText,
  intInRange,
  isoDate,
  optionalImageUrl,
  optionalIntInRange,
  optionalIsoDate,
  optionalLink,
  optionalText,
  recordId,
  requiredImageUrl,
  requiredText,
} from './fields';
import { pageQuery, pageSchema } from './paging';
import { langParam, translationsDto, translationsInput, type WithTranslations } from './translations';

export { OFFER_CTA_DEFAULTS };

// ── Public read: GET /api/offers ─────────────────────────────────────────────────────────────
export const offersQuery = z.object({
  date: isoDate('Date').optional(),
  limit: intInRange('Limit', 1, 20).optional(),
  lang: langParam,
});
export type OffersQuery = z.input<typeof offersQuery>;
export type OffersQueryData = z.output<typeof offersQuery>;

export const heroSlide = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string(),
  imageWebp: z.string().nullable(),
  alt: z.string().nullable(),
  badge: z.string().nullable(),
  // Never empty on a slide: the server fills an offer's empty calls to action with the defaults (toHeroSlide).
  ctaPrimaryLabel: z.string(),
  ctaPrimaryTo: z.string(),
  ctaSecondaryLabel: z.string(),
  ctaSecondaryTo: z.string(),
}).meta({ id: 'HeroSlide', description: 'A slide of the home page\'s hero carousel.' });
export type HeroSlide = z.infer<typeof heroSlide>;

// ── Admin ─────────────────────────────────────────────────────────────────────────────────────
/** Day codes in any case and order, as "fri|SAT" or ["FRI", "sat"]; stored canonical ("FRI|SAT", "" = every day). */
export const daysOfWeekField = z
  .union([z.string(), z.array(z.string())], { error: 'Days of week must be day codes (MON…SUN).' })
  .nullish()
  .transform((value, ctx) => {
    const days = canonicalDays(value);
    if (days === null) {
      ctx.addIssue({ code: 'custom', message: 'Days of week must be day codes (MON…SUN).' });
      return z.NEVER;
    }
    return days;
  })
  .meta({ description: 'Day codes MON…SUN in any case and order, as "FRI|SAT" or ["FRI", "SAT"]; empty means every day.' });

/** A call to action: empty means the default label or link. */
function cta(label: string, fallback: string) {
  return optionalLink(label, 500).transform((value) => value ?? fallback);
}
function ctaLabel(label: string, fallback: string) {
  return optionalText(label, 60).transform((value) => value ?? fallback);
}

/** What guests read of an offer, with the limits its translations share with the fields (the slide's words). */
export const OFFER_TRANSLATABLE = {
  title: { label: 'Title', max: 160 },
  subtitle: { label: 'Subtitle', max: 500 },
  alt: { label: 'Alt text', max: 300 },
  badge: { label: 'Badge', max: 60 },
  ctaPrimaryLabel: { label: 'Primary button label', max: 60 },
  ctaSecondaryLabel: { label: 'Secondary button label', max: 60 },
} as const;
export const OFFER_TRANSLATED_FIELDS = Object.keys(OFFER_TRANSLATABLE) as (keyof typeof OFFER_TRANSLATABLE)[];

/** POST and PUT body: every editable field (PUT replaces them all, translations too). */
export const offerInput = z
  .object({
    title: requiredText('Title', 160),
    subtitle: optionalText('Subtitle', 500),
    imageUrl: requiredImageUrl('Image URL'),
    imageWebp: optionalImageUrl('WebP image URL'),
    alt: optionalText('Alt text', 300),
    badge: optionalText('Badge', 60),
    ctaPrimaryLabel: ctaLabel('Primary button label', OFFER_CTA_DEFAULTS.ctaPrimaryLabel),
    ctaPrimaryTo: cta('Primary button link', OFFER_CTA_DEFAULTS.ctaPrimaryTo),
    ctaSecondaryLabel: ctaLabel('Secondary button label', OFFER_CTA_DEFAULTS.ctaSecondaryLabel),
    ctaSecondaryTo: cta('Secondary button link', OFFER_CTA_DEFAULTS.ctaSecondaryTo),
    validFrom: optionalIsoDate('Valid from'),
    validTo: optionalIsoDate('Valid to'),
    daysOfWeek: daysOfWeekField,
    active: booleanFlag('Active').default(true),
    displayOrder: optionalIntInRange('Display order', 0, 1_000_000),
    translations: translationsInput(OFFER_TRANSLATABLE),
  })
  .refine((offer) => !offer.validFrom || !offer.validTo || offer.validFrom <= offer.validTo, {
    path: ['validTo'],
    error: 'Valid to must be on or after valid from.',
  })
  .meta({ id: 'OfferInput' });
export type OfferInput = z.input<typeof offerInput>;
export type OfferData = WithTranslations<z.output<typeof offerInput>>;

/** The stored offer: the slide's fields (its calls to action as stored, possibly empty) and when it runs. */
export const offerDto = heroSlide.extend({
  ctaPrimaryLabel: z.string().nullable(),
  ctaPrimaryTo: z.string().nullable(),
  ctaSecondaryLabel: z.string().nullable(),
  ctaSecondaryTo: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  daysOfWeek: z.string(),
  active: z.boolean(),
  displayOrder: z.number().int().nullable(),
  translations: translationsDto(OFFER_TRANSLATABLE),
  createdAt: instantText(),
  updatedAt: instantText(),
}).meta({ id: 'Offer', description: 'An offer as staff manage it: the slide\'s fields as stored (empty calls to action stay empty) and when it runs.' });
export type OfferDto = z.infer<typeof offerDto>;

/** GET /api/admin/offers?q&page&size: q matches title, subtitle and badge. */
export const offerListQuery = pageQuery;
export const offerPage = pageSchema(offerDto).meta({ id: 'OfferPage' });

/** PATCH /api/admin/offers/{id}/active?value=true|false */
export const offerActiveQuery = flagValue;

// tRPC inputs (REST takes the id from the path).
export const offerIdInput = z.object({ id: recordId('Offer') });
export const offerUpdateInput = z.object({ id: recordId('Offer'), data: offerInput });
export const offerActiveInput = offerIdInput.extend(flagValue.shape);
