// The languages of the public site, one line each: its code (the path prefix, none for the default), the Intl locale its
// dates, times and prices are written in, its own name (the language switch), and the few words that offer it to a guest
// whose browser asks for it (said in that language: the page's catalog is another one). Adding a language is one line
// here and one catalog file (shared/i18n/messages/<code>.ts; the parity test lists what it lacks).
export interface LanguageConfig {
  /** ISO 639-1 code: `<html lang>`, hreflang, and the path prefix (`/es/menu`); the default language has no prefix. */
  code: string;
  /** The Intl locale of the language's formats (the bar's currency and time zone stay the bar's). */
  locale: string;
  /** The language's name in itself, as the switch shows it ("Español"). */
  name: string;
  /** Its name in English: what the admin and the activity log call it ("the Spanish description"). */
  englishName: string;
  /** The polite offer of this language to a guest on another language's page, in this language. */
  offer: { text: string; accept: string; dismiss: string };
}

export const LANGUAGES = [
  { code: 'en', locale: 'en-US', name: 'English', englishName: 'English', offer: { text: 'This page is also in English.', accept: 'Read it in English', dismiss: 'No, thanks' } },
  { code: 'es', locale: 'es-US', name: 'Español', englishName: 'Spanish', offer: { text: 'Esta página también está en español.', accept: 'Leerla en español', dismiss: 'No, gracias' } },
] as const satisfies readonly LanguageConfig[];

export type Lang = (typeof LANGUAGES)[number]['code'];

/** The language of the unprefixed paths, and the x-default of the alternates. */
export const DEFAULT_LANG: Lang = 'en';

export const LANG_CODES = LANGUAGES.map((language) => language.code) as unknown as readonly [Lang, ...Lang[]];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

export function languageOf(code: Lang): LanguageConfig {
  return LANGUAGES.find((language) => language.code === code)!;
}

/** The Intl locale of each language ("es-US": the bar's dollars, "$19.50", in Spanish). */
export const INTL_LOCALE = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.locale])) as Record<Lang, string>;

/** The languages content is translated into: every one but the default (its text is the record's own). */
export const TRANSLATION_LANGUAGES: readonly Lang[] = LANG_CODES.filter((code) => code !== DEFAULT_LANG);

/** Each language's name in English ("Spanish"). */
export const LANGUAGE_NAMES = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.englishName])) as Readonly<Record<Lang, string>>;
