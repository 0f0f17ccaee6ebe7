// The languages of the public site: English on the unprefixed paths, Spanish under /es. A third language is one
// more code here (and its catalog); INTL_LOCALE says which Intl locale formats its prices.
export const LANGUAGES = ['en', 'es'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale of each language: US English and US Spanish (the bar's dollars, "$19.50", in both). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US' };
