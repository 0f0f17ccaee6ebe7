// Content in the guest's language (API.md "Languages"): a record keeps its text in the default language and, per other
// language, the fields staff translated: `{ "es": { "description": "…" } }`. Guests read the translation where there is
// one and the record's own text everywhere else, never an empty field. Pure: the services apply it once per read.
import { DEFAULT_LANG, LANG_CODES, TRANSLATION_LANGUAGES, type Lang } from '../config/languages';

/** A translated field: text, or a list of texts (the settings' policies, entry by entry). */
export type TranslatedValue = string | string[];

/** One language's translated fields, by field name. */
export type FieldTranslations = Record<string, TranslatedValue>;

/** A record's translations by language (never the default language's: that text is the record's own). */
export type Translations = Partial<Record<Lang, FieldTranslations>>;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A list translation without its empty tail: an empty entry inside it keeps its place (that entry falls back). */
function trimList(list: readonly unknown[]): string[] | null {
  const entries = list.map((entry) => (typeof entry === 'string' ? entry.trim() : ''));
  while (entries.length && entries[entries.length - 1] === '') entries.pop();
  return entries.length ? entries : null;
}

/**
 * Translations as kept: only languages that take them, only text (a list for a list field), no empty text and no
 * empty language, in a stable order (languages as configured, fields as named), so an unchanged record saves the same.
 * `fields` limits the fields kept; anything else in the input is dropped.
 */
export function cleanTranslations(value: unknown, fields?: readonly string[]): Translations {
  const clean: Translations = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return clean;
  const byLanguage = value as Record<string, unknown>;
  for (const language of TRANSLATION_LANGUAGES) {
    const given = byLanguage[language];
    if (!given || typeof given !== 'object' || Array.isArray(given)) continue;
    const entries = given as Record<string, unknown>;
    const names = fields ?? Object.keys(entries).sort();
    const kept: FieldTranslations = {};
    for (const name of names) {
      const text = entries[name];
      if (isText(text)) kept[name] = text.trim();
      else if (Array.isArray(text)) {
        const list = trimList(text);
        if (list) kept[name] = list;
      }
    }
    if (Object.keys(kept).length) clean[language] = kept;
  }
  return clean;
}

/** What a `translations` column holds: the cleaned JSON, or null when there is no translation. */
export function storedTranslations(translations: Translations | null | undefined, fields?: readonly string[]): string | null {
  const clean = cleanTranslations(translations, fields);
  return Object.keys(clean).length ? JSON.stringify(clean) : null;
}

/** A `translations` column read back (unreadable or empty text: no translation). */
export function readTranslations(stored: string | null | undefined): Translations {
  if (!stored) return {};
  try {
    return cleanTranslations(JSON.parse(stored));
  } catch {
    return {};
  }
}

/** A list read in a language: each entry translated where given, else the default language's entry. */
function localizedList(own: readonly string[], translated: TranslatedValue | undefined): string[] {
  if (!Array.isArray(translated)) return [...own];
  return own.map((entry, index) => (isText(translated[index]) ? translated[index] : entry));
}

/**
 * The record as a guest reading `language` sees it: each of `fields` with its translation when there is one, else its
 * own text (a list entry by entry); every other property as it is. The default language reads the record unchanged.
 */
export function localized<T extends object>(record: T, translations: Translations | null | undefined, language: Lang, fields: readonly (keyof T & string)[]): T {
  const given = language === DEFAULT_LANG ? undefined : translations?.[language];
  if (!given) return record;
  const result = { ...record } as Record<string, unknown>;
  for (const field of fields) {
    const own = result[field];
    const translated = given[field];
    if (Array.isArray(own)) result[field] = localizedList(own as string[], translated);
    else if (isText(translated)) result[field] = translated;
  }
  return result as T;
}

/** The fields whose translation into `language` differs between two versions of a record (for the activity log). */
export function changedTranslations(before: Translations, after: Translations): { language: Lang; field: string }[] {
  const changes: { language: Lang; field: string }[] = [];
  for (const language of LANG_CODES) {
    const a = before[language] ?? {};
    const b = after[language] ?? {};
    for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null)) changes.push({ language, field });
    }
  }
  return changes;
}

/** The text staff gave for `field` in `language` (a list field: its entry at `index`), '' when none. */
export function translationOf(translations: Translations | null | undefined, language: Lang, field: string, index?: number): string {
  const value = translations?.[language]?.[field];
  if (index === undefined) return typeof value === 'string' ? value : '';
  return Array.isArray(value) && typeof value[index] === 'string' ? value[index] : '';
}

/**
 * The translations with one text changed, as an admin form keeps them while staff type: `text` as typed (an empty one
 * stays until the save cleans it, so a field being cleared keeps its caret); a list field changes its entry at `index`.
 */
export function withTranslation(translations: Translations | null | undefined, language: Lang, field: string, text: string, index?: number): Translations {
  const current = translations?.[language] ?? {};
  let value: TranslatedValue = text;
  if (index !== undefined) {
    const list = Array.isArray(current[field]) ? [...(current[field] as string[])] : [];
    while (list.length < index) list.push('');
    list[index] = text;
    value = list;
  }
  return { ...translations, [language]: { ...current, [field]: value } };
}

/** A list field's translations with the entry at `index` taken out, as when staff delete that entry of the list. */
export function withoutTranslatedEntry(translations: Translations | null | undefined, field: string, index: number): Translations {
  const result: Translations = { ...translations };
  for (const language of TRANSLATION_LANGUAGES) {
    const list = result[language]?.[field];
    if (Array.isArray(list)) result[language] = { ...result[language], [field]: list.filter((_, at) => at !== index) };
  }
  return result;
}

/**
 * How many texts guests read in the default language for want of a translation: per other language, each of `fields`
 * the record has text in (a list: each non-empty entry) and no translation for. What an admin screen counts as missing.
 * `languages` narrows the count to some of them (one language: what a screen says that language lacks).
 */
export function missingTranslations(
  record: Readonly<Record<string, unknown>>,
  translations: Translations | null | undefined,
  fields: readonly string[],
  languages: readonly Lang[] = TRANSLATION_LANGUAGES,
): number {
  let missing = 0;
  for (const language of languages) {
    for (const field of fields) {
      const own = record[field];
      if (Array.isArray(own)) {
        own.forEach((entry, index) => {
          if (isText(entry) && !isText(translationOf(translations, language, field, index))) missing += 1;
        });
      } else if (isText(own) && !isText(translationOf(translations, language, field))) missing += 1;
    }
  }
  return missing;
}

/**
 * The first language whose twin of `field` was typed while the field itself is empty: a translation of nothing, which
 * guests would never read (an add form refuses it rather than drop it unsaid).
 */
export function translationWithoutText(text: string, translations: Translations | null | undefined, field: string): Lang | undefined {
  if (isText(text)) return undefined;
  return TRANSLATION_LANGUAGES.find((language) => isText(translationOf(translations, language, field)));
}
