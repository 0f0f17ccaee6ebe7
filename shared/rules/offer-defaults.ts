import { OFFER_PRIMARY_TO, OFFER_SECONDARY_TO } from './offer-targets';

/**
 * Calls to action an offer shows when its own are empty (SPEC: offer form defaults), in English like the admin. The
 * public pages take only the targets (offer-targets.ts): their words are the catalog's.
 */
export const OFFER_CTA_DEFAULTS = {
  ctaPrimaryLabel: 'View Menu',
  ctaPrimaryTo: OFFER_PRIMARY_TO,
  ctaSecondaryLabel: 'Book a Table',
  ctaSecondaryTo: OFFER_SECONDARY_TO,
} as const;
