// The offer form's values (what the inputs hold) and their two-way mapping to the API's offer, validated by the
// same schema the server uses, so the form says exactly what the server would.
import { DAY_CODES, type DayCode } from '../../../shared/rules/day-codes';
import { OFFER_CTA_DEFAULTS } from '../../../shared/rules/offer-defaults';
import { fieldsFromIssues } from '../../../shared/schemas/issues';
import { missingTranslations, type Translations } from '../../../shared/rules/translations';
import { OFFER_TRANSLATED_FIELDS, offerInput, type HeroSlide, type OfferDto, type OfferInput } from '../../../shared/schemas/offers';

export interface OfferFormValues {
  title: string;
  subtitle: string;
  badge: string;
  imageUrl: string;
  imageWebp: string;
  alt: string;
  ctaPrimaryLabel: string;
  ctaPrimaryTo: string;
  ctaSecondaryLabel: string;
  ctaSecondaryTo: string;
  validFrom: string;
  validTo: string;
  days: DayCode[];
  active: boolean;
  /** As typed; empty means "no order" (sent as null). */
  displayOrder: string;
  /** The translations as typed (sent back whole: a save replaces them). */
  translations: Translations;
}

/** A new offer: the spec's defaults (View Menu → /menu, Book a Table → /reservations, active). */
export const NEW_OFFER: OfferFormValues = {
  title: '',
  subtitle: '',
  badge: '',
  imageUrl: '',
  imageWebp: '',
  alt: '',
  ...OFFER_CTA_DEFAULTS,
  validFrom: '',
  validTo: '',
  days: [],
  active: true,
  displayOrder: '',
  translations: {},
};

export function offerToFormValues(offer: OfferDto): OfferFormValues {
  const days = offer.daysOfWeek ? offer.daysOfWeek.split('|').filter((day): day is DayCode => (DAY_CODES as readonly string[]).includes(day)) : [];
  return {
    title: offer.title,
    subtitle: offer.subtitle ?? '',
    badge: offer.badge ?? '',
    imageUrl: offer.imageUrl,
    imageWebp: offer.imageWebp ?? '',
    alt: offer.alt ?? '',
    ctaPrimaryLabel: offer.ctaPrimaryLabel ?? OFFER_CTA_DEFAULTS.ctaPrimaryLabel,
    ctaPrimaryTo: offer.ctaPrimaryTo ?? OFFER_CTA_DEFAULTS.ctaPrimaryTo,
    ctaSecondaryLabel: offer.ctaSecondaryLabel ?? OFFER_CTA_DEFAULTS.ctaSecondaryLabel,
    ctaSecondaryTo: offer.ctaSecondaryTo ?? OFFER_CTA_DEFAULTS.ctaSecondaryTo,
    validFrom: offer.validFrom ?? '',
    validTo: offer.validTo ?? '',
    days,
    active: offer.active,
    displayOrder: offer.displayOrder === null ? '' : String(offer.displayOrder),
    translations: offer.translations,
  };
}

/** The texts guests would read untranslated if the offer were saved as it is. */
export function offerMissingTranslations(values: OfferFormValues): number {
  return missingTranslations(values as unknown as Record<string, unknown>, values.translations, OFFER_TRANSLATED_FIELDS);
}

/** The call's input: text as typed (the schema trims it), days in week order, empty display order as null. */
export function toOfferInput(values: OfferFormValues): OfferInput {
  return {
    ...values,
    days: undefined,
    daysOfWeek: DAY_CODES.filter((day) => values.days.includes(day)),
    displayOrder: values.displayOrder.trim() === '' ? null : values.displayOrder.trim(),
  } as OfferInput;
}

export type OfferCheck = { ok: true; input: OfferInput } | { ok: false; fields: Record<string, string> };

/** The server's own rules, run before sending: 'Title is required.', 'Image URL is required.', … */
export function checkOffer(values: OfferFormValues): OfferCheck {
  const input = toOfferInput(values);
  const result = offerInput.safeParse(input);
  return result.success ? { ok: true, input } : { ok: false, fields: fieldsFromIssues(result.error.issues) };
}

/** How the form's offer would look as a slide on the home page; `untitled` stands in for a title not typed yet. */
export function previewSlide(values: OfferFormValues, untitled: string): HeroSlide {
  const or = (value: string, fallback: string) => value.trim() || fallback;
  return {
    id: 0,
    title: or(values.title, untitled),
    subtitle: values.subtitle.trim() || null,
    imageUrl: values.imageUrl.trim(),
    imageWebp: values.imageWebp.trim() || null,
    alt: values.alt.trim() || null,
    badge: values.badge.trim() || null,
    ctaPrimaryLabel: or(values.ctaPrimaryLabel, OFFER_CTA_DEFAULTS.ctaPrimaryLabel),
    ctaPrimaryTo: or(values.ctaPrimaryTo, OFFER_CTA_DEFAULTS.ctaPrimaryTo),
    ctaSecondaryLabel: or(values.ctaSecondaryLabel, OFFER_CTA_DEFAULTS.ctaSecondaryLabel),
    ctaSecondaryTo: or(values.ctaSecondaryTo, OFFER_CTA_DEFAULTS.ctaSecondaryTo),
  };
}
