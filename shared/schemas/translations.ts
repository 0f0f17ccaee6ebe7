// The `translations` of a record (API.md "Languages"): staff's versions, per other language, of the fields guests read.
// One builder makes an entity's schema from its translatable fields and their limits (the same as the field's own),
// so every 400 names what to fix: `translations.fr` (a language the site does not speak), `translations.es.badge` (a
// field that takes no translation), `translations.es.title` (too long).
import { z } from 'zod';
import { LANGUAGE_NAMES, TRANSLATION_LANGUAGES, DEFAULT_LANG, LANG_CODES, type Lang } from '../config/languages';
import { languageList, wordList } from '../rules/language-names';
import { cleanTranslations, type Translations } from '../rules/translations';
import { hasNoNul, nulMessage } from './fields';

/** A field that takes translations: its label (as its own messages say it) and its limit; `list` for a list of texts. */
export interface TranslatableField {
  label: string;
  max: number;
  /** A list field (entry by entry): at most this many entries; the record's own list may further limit it. */
  list?: number;
  /**
   * A text often the same in every language (a dish's or a drink's name: "Patatas Bravas", "Albariño"): translated
   * only where it differs, so the admin does not count it as missing.
   */
  sameUnlessGiven?: boolean;
}

export type TranslatableFields = Readonly<Record<string, TranslatableField>>;

export const LANGUAGE_LIST = TRANSLATION_LANGUAGES.join(', ');

/** The language the descriptions' examples translate into: the first configured one. */
const EXAMPLE_LANGUAGE: string = TRANSLATION_LANGUAGES[0] ?? '<language>';

/** The fields an admin screen counts as missing when untranslated: all but those read the same unless given. */
export function countedTranslations(fields: TranslatableFields): string[] {
  return Object.entries(fields).flatMap(([name, field]) => (field.sameUnlessGiven ? [] : [name]));
}

function translationText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine(hasNoNul, { error: nulMessage(label) });
}

function fieldSchema(language: Lang, field: TranslatableField) {
  const label = `${LANGUAGE_NAMES[language]} ${field.label.charAt(0).toLowerCase()}${field.label.slice(1)}`;
  const text = translationText(label, field.max);
  if (field.list === undefined) return text.nullish();
  return z
    .array(text.nullish(), { error: `${label} must be a list of texts.` })
    .max(field.list, { error: `${label} may have at most ${field.list} entries.` })
    .nullish();
}

/** An object that names each key it does not know, at that key: `translations.fr`, `translations.es.badge`. */
function closedObject(shape: Record<string, z.ZodType>, kindMessage: string, unknownMessage: (key: string) => string) {
  return z
    .looseObject(shape, { error: kindMessage })
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!(key in shape)) ctx.addIssue({ code: 'custom', path: [key], message: unknownMessage(key), input: value[key] });
      }
    })
    .meta({ additionalProperties: false });
}

function describe(fields: TranslatableFields): string {
  const names = Object.entries(fields).map(([name, field]) => (field.list === undefined ? `\`${name}\`` : `\`${name}\` (a list)`));
  return `Staff's versions of what guests read, by language (${LANGUAGE_LIST}): \`{ "${EXAMPLE_LANGUAGE}": { "<field>": "…" } }\`. `
    + `Fields: ${names.join(', ')}; each trimmed and no longer than the field itself allows; an empty text means no translation. `
    + 'A list is translated entry by entry, at most as many entries as the list itself, an empty entry reading the English one. '
    + `Public reads with \`lang\` show the translation where there is one, else the ${LANGUAGE_NAMES[DEFAULT_LANG]} text.`;
}

function translationsShape(fields: TranslatableFields) {
  const names = Object.keys(fields);
  const languages = Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => [
      language,
      closedObject(
        Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(language, field)])),
        `${LANGUAGE_NAMES[language]} translations must be an object of fields: { "<field>": "…" }.`,
        (key) => `"${key}" takes no translation: translatable fields are ${names.join(', ')}.`,
      ).nullish(),
    ]),
  );
  return closedObject(languages, `Translations must be an object by language: { "${EXAMPLE_LANGUAGE}": { "<field>": "…" } }.`, (key) => notATranslationLanguage(key, "the record's fields")).nullish();
}

/** Why a key of `translations` is refused: the default language (its text is `own`), or no language of the site. */
function notATranslationLanguage(key: string, own: string): string {
  return (LANG_CODES as readonly string[]).includes(key)
    ? `"${key}" is the record's own language: its text is ${own}.`
    : `"${key}" is not a language of the site: translations are for ${LANGUAGE_LIST}.`;
}

/**
 * The `translations` a body may carry for an entity with these translatable fields, cleaned (no empty text, no empty
 * language). Missing or null is no translation at all: what a whole-record save (POST, PUT) stores.
 */
export function translationsInput(fields: TranslatableFields) {
  const names = Object.keys(fields);
  return translationsShape(fields)
    .transform((value): Translations => cleanTranslations(value, names))
    .meta({ description: describe(fields) });
}

/** The same for a change that keeps what it leaves out (the highlight upsert): missing stays undefined (unchanged), null clears. */
export function optionalTranslationsInput(fields: TranslatableFields) {
  const names = Object.keys(fields);
  return translationsShape(fields)
    .transform((value): Translations | undefined => (value === undefined ? undefined : cleanTranslations(value, names)))
    .meta({ description: `${describe(fields)} Left out: the stored translations stay; null clears them.` });
}

/** `translations` as admin answers carry it: only the languages and fields that have one (`{}` when none). */
export function translationsDto(fields: TranslatableFields) {
  const language = z.object(
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, (field.list === undefined ? z.string() : z.array(z.string())).optional()])),
  );
  return z
    .object(Object.fromEntries(TRANSLATION_LANGUAGES.map((code) => [code, language.optional()])))
    .meta({ description: `Translations by language (${LANGUAGE_LIST}), as saved: only the fields that have one. Send them back unchanged to keep them.` }) as unknown as z.ZodType<Translations, Translations>;
}

/** A name given once per other language (a gallery tag's): `{ "es": "postres" }`. */
export type NamesByLanguage = Partial<Record<Lang, string>>;

/**
 * A name's versions by language, given whole (`{ "es": "postres" }`): each checked by `name(language)` as the name
 * itself is, an empty or null one meaning none (left out of the result). Required: missing is a 400 naming the field;
 * a key that is no translation language is named at its key (`translations.fr`).
 */
export function namesInput(name: (language: Lang) => z.ZodType<string | null | undefined>, own: string) {
  const shape = Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, name(language)]));
  return closedObject(shape, `Translations must be an object by language: { "${EXAMPLE_LANGUAGE}": "…" }.`, (key) => notATranslationLanguage(key, own))
    .transform((value): NamesByLanguage => {
      const names: NamesByLanguage = {};
      for (const language of TRANSLATION_LANGUAGES) {
        const text = (value as Record<string, unknown>)[language];
        if (typeof text === 'string' && text) names[language] = text;
      }
      return names;
    })
    .meta({ description: `The name by language (${LANGUAGE_LIST}): \`{ "${EXAMPLE_LANGUAGE}": "…" }\`; an empty one, or one left out, means none (guests read the ${LANGUAGE_NAMES[DEFAULT_LANG]}).` });
}

/** A name's versions as answers carry them: only the languages that have one (`{}` when none). */
export function namesDto() {
  return z
    .object(Object.fromEntries(TRANSLATION_LANGUAGES.map((code) => [code, z.string().optional()])))
    .meta({ description: `The name by language (${LANGUAGE_LIST}), as saved: only the languages that have one.` }) as unknown as z.ZodType<NamesByLanguage, NamesByLanguage>;
}

/** A validated body whose translations may be left out (a caller in code, e.g. a test or the seed, need not give them). */
export type WithTranslations<T> = Omit<T, 'translations'> & { translations?: Translations | undefined };

/** A public read's language (`?lang=es`): the default when left out; another value is a 400 naming `lang`. */
export const langParam = z
  .enum(LANG_CODES, { error: `Lang must be one of ${LANG_CODES.join(', ')}.` })
  .optional()
  .meta({ description: `The language guests read (${LANG_CODES.join(' or ')}, default ${DEFAULT_LANG}): translated fields in it, falling back to ${LANGUAGE_NAMES[DEFAULT_LANG]} where staff gave none. Field names and shapes do not change.` });

/** How a public read's description opens what it translates: "With `lang=es`" (every translation language). */
export const WITH_LANG = `With ${wordList(TRANSLATION_LANGUAGES.map((code) => `\`lang=${code}\``), 'or')}`;

/** What a translated text is, in a public read's description: "the staff's Spanish where given, else the English". */
export function translatedText(whose: string): string {
  return `${whose} ${languageList(TRANSLATION_LANGUAGES, 'or')} where given, else the ${LANGUAGE_NAMES[DEFAULT_LANG]}`;
}

/** The query of a public read that takes only the language. */
export const langQuery = z.object({ lang: langParam });
export type LangQuery = z.input<typeof langQuery>;
