// The settings form's values (what the inputs hold, text all through) and the record they stand for: one way there and
// back, and the shared schema's check, with its messages keyed as the server names fields ("socials.0.url").
import { fieldsFromIssues } from '../../../shared/schemas/issues';
import { settingsInput, type AdminSettingsDto } from '../../../shared/schemas/settings';

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
  };
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
