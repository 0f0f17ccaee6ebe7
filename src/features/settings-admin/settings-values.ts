// The settings form's values (what the inputs hold, text all through) and the record they stand for: one way there and
// back, and the shared schema's check, with its messages keyed as the server names fields ("socials.0.url").
import { TRANSLATION_LANGUAGES } from '../../../shared/config/languages';
import { missingTranslations, type Translations } from '../../../shared/rules/translations';
import { fieldsFromIssues } from '../../../shared/schemas/issues';
import { SETTINGS_TRANSLATED_FIELDS, settingsInput, type AdminSettingsDto } from '../../../shared/schemas/settings';

export interface SettingsValues {
  name: string;
  tagline: string;
  description: string;
  phone: string;
  email: string;
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
  lat: string;
  lng: string;
  bookingUrl: string;
  socials: { network: string; url: string }[];
  policies: string[];
  about: string;
  announcementOn: boolean;
  announcementText: string;
  announcementUntil: string;
  notificationEmails: string[];
  /** The translations as typed (sent back whole: a save replaces them); the policies' entry by entry. */
  translations: Translations;
}

export function settingsToForm(settings: AdminSettingsDto): SettingsValues {
  return {
    name: settings.name,
    tagline: settings.tagline,
    description: settings.description,
    phone: settings.phone,
    email: settings.email,
    ...settings.address,
    lat: String(settings.geo.lat),
    lng: String(settings.geo.lng),
    bookingUrl: settings.bookingUrl,
    socials: settings.socials.map((social) => ({ ...social })),
    policies: [...settings.policies],
    about: settings.about,
    announcementOn: settings.announcement !== null,
    announcementText: settings.announcement?.text ?? '',
    announcementUntil: settings.announcement?.until ?? '',
    notificationEmails: [...settings.notificationEmails],
    translations: settings.translations,
  };
}

/** A typed coordinate as the schema reads it: a number, or the text itself (so the schema names what is wrong). */
function coordinate(text: string): unknown {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** The record the form stands for, as sent (the server and the schema trim and check it). */
export function formToInput(values: SettingsValues) {
  return {
    name: values.name,
    tagline: values.tagline,
    description: values.description,
    phone: values.phone,
    email: values.email,
    address: { street: values.street, locality: values.locality, region: values.region, postalCode: values.postalCode, country: values.country },
    geo: { lat: coordinate(values.lat), lng: coordinate(values.lng) },
    bookingUrl: values.bookingUrl,
    socials: values.socials,
    policies: values.policies,
    about: values.about,
    announcement: values.announcementOn ? { text: values.announcementText, until: values.announcementUntil } : null,
    notificationEmails: values.notificationEmails,
    // An announcement switched off is gone, its translation with it.
    translations: values.announcementOn ? values.translations : withoutField(values.translations, 'announcement'),
  };
}

/** The translations without one field's, in every language. */
function withoutField(translations: Translations, field: string): Translations {
  const result: Translations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const given = translations[language];
    if (!given) continue;
    const { [field]: _dropped, ...rest } = given;
    result[language] = rest;
  }
  return result;
}

/** The texts guests would read in English if the details were saved as they are (the announcement only while it is on). */
export function settingsMissingTranslations(values: SettingsValues): number {
  const record = {
    tagline: values.tagline,
    description: values.description,
    policies: values.policies,
    about: values.about,
    announcement: values.announcementOn ? values.announcementText : '',
  } satisfies Record<(typeof SETTINGS_TRANSLATED_FIELDS)[number], unknown>;
  return missingTranslations(record, values.translations, SETTINGS_TRANSLATED_FIELDS);
}

/** The schema's check, as the server makes it: `{}` when the record would be saved, else the messages by field. */
export function checkSettings(values: SettingsValues): Record<string, string> {
  const result = settingsInput.safeParse(formToInput(values));
  return result.success ? {} : fieldsFromIssues(result.error.issues);
}

/** Moves a list's entry one place up (-1) or down (+1); the list as it was when the move would leave it. */
export function moveEntry<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A list field's translations with its entry at `index` moved one place up (-1) or down (+1), as the list itself moves. */
export function movedTranslatedEntry(translations: Translations, field: string, index: number, by: -1 | 1): Translations {
  const result: Translations = { ...translations };
  for (const language of TRANSLATION_LANGUAGES) {
    const list = result[language]?.[field];
    if (!Array.isArray(list)) continue;
    // Entries past the translated list's end are untranslated ('') and move like any other.
    const padded = [...list];
    while (padded.length <= Math.max(index, index + by)) padded.push('');
    result[language] = { ...result[language], [field]: moveEntry(padded, index, by) };
  }
  return result;
}
