// The languages of the public site, in one place: the default (the unprefixed paths, the text staff write first) and
// the others, which content may carry translations for (`translations: { "es": { … } }`). Adding a language is a line
// here (and, on the pages, its message catalog).
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages content is translated into: every one but the default (its text is the record's own). */
export const TRANSLATION_LANGUAGES: readonly Language[] = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** Each language's name in English: what the admin and the activity log call it ("the Spanish description"). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Spanish' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
