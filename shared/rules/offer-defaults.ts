/** Calls to action an offer shows when its own are empty (SPEC: offer form defaults). */
export const OFFER_CTA_DEFAULTS = {
  ctaPrimaryLabel: 'View Menu',
  ctaPrimaryTo: '/menu',
  ctaSecondaryLabel: 'Book a Table',
  ctaSecondaryTo: '/reservations',
} as const;
