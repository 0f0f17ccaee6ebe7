// The bar's details (API.md "Settings"): one record the owner edits, seeded from the identity module
// (shared/config/site.ts). One schema for the form, the tRPC procedure and PUT /api/admin/settings; every message
// names its field. Text is text: markup is kept exactly as typed and never interpreted.
import { z } from 'zod';
import { isWebAddress } from '../rules/link-targets';
import { isPhoneNumber } from '../rules/phone';
import { isoDate, oneLineText, requiredText } from './fields';
import { emailAddress } from './team';
import { translationsDto, translationsInput, type WithTranslations } from './translations';
import { TRANSLATION_LANGUAGES } from '../config/languages';

export const SETTINGS_LIMITS = {
  name: 80,
  tagline: 120,
  description: 300,
  phone: 32,
  street: 120,
  locality: 80,
  region: 80,
  postalCode: 20,
  bookingUrl: 500,
  socials: 8,
  network: 40,
  socialUrl: 500,
  policies: 12,
  policy: 500,
  about: 4000,
  announcement: 160,
  notificationEmails: 10,
} as const;

/**
 * What guests read of the settings, translatable: the tagline, description, policies (a list translated entry by entry:
 * at most as many entries as the policies, an empty entry reading the English one), the About story and the
 * announcement's text (its date is the announcement's own).
 */
export const SETTINGS_TRANSLATABLE = {
  tagline: { label: 'Tagline', max: SETTINGS_LIMITS.tagline },
  description: { label: 'Description', max: SETTINGS_LIMITS.description },
  policies: { label: 'Policies', max: SETTINGS_LIMITS.policy, list: SETTINGS_LIMITS.policies },
  about: { label: 'About story', max: SETTINGS_LIMITS.about },
  announcement: { label: 'Announcement', max: SETTINGS_LIMITS.announcement },
} as const;
export const SETTINGS_TRANSLATED_FIELDS = Object.keys(SETTINGS_TRANSLATABLE) as (keyof typeof SETTINGS_TRANSLATABLE)[];

/** An https:// address with a host: links guests follow from the site (never http:, javascript: or a bare path). */
export function httpsUrl(label: string, max: number) {
  return requiredText(label, max).refine((value) => isWebAddress(value) && /^https:/i.test(value), {
    error: `${label} must be an https:// address.`,
  });
}

function phoneNumber(label: string) {
  return oneLineText(label, SETTINGS_LIMITS.phone).refine(isPhoneNumber, {
    error: `${label} must be a phone number: digits, spaces, ( ) . - and an optional leading +.`,
  });
}

function coordinate(label: string, limit: number) {
  const message = `${label} must be a number from -${limit} to ${limit}.`;
  return z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message });
}

function listOf<T extends z.ZodType>(label: string, item: T, max: number) {
  return z.array(item, { error: `${label} must be a list.` }).max(max, { error: `${label} may have at most ${max} entries.` });
}

export const settingsAddress = z.object(
  {
    street: oneLineText('Street', SETTINGS_LIMITS.street),
    locality: oneLineText('Town or city', SETTINGS_LIMITS.locality),
    region: oneLineText('State or region', SETTINGS_LIMITS.region),
    postalCode: oneLineText('Postal code', SETTINGS_LIMITS.postalCode),
    country: z
      .string({ error: 'Country must be a two-letter country code (US).' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'Country must be a two-letter country code (US).' }),
  },
  { error: 'Address is required.' },
);

export const socialLink = z.object({
  network: oneLineText('Social network', SETTINGS_LIMITS.network),
  url: httpsUrl('Social link', SETTINGS_LIMITS.socialUrl),
});

export const announcementInput = z.object({
  text: oneLineText('Announcement', SETTINGS_LIMITS.announcement),
  until: isoDate('Announcement end date'),
});

/** What guests read (GET /api/settings). */
const publicSettingsShape = {
  name: oneLineText('Name', SETTINGS_LIMITS.name),
  tagline: oneLineText('Tagline', SETTINGS_LIMITS.tagline),
  description: requiredText('Description', SETTINGS_LIMITS.description),
  phone: phoneNumber('Phone'),
  email: emailAddress('Email'),
  address: settingsAddress,
  geo: z.object({ lat: coordinate('Latitude', 90), lng: coordinate('Longitude', 180) }, { error: 'Map position is required.' }),
  bookingUrl: httpsUrl('Booking link', SETTINGS_LIMITS.bookingUrl),
  socials: listOf('Social links', socialLink, SETTINGS_LIMITS.socials),
  policies: listOf('Policies', requiredText('Policy', SETTINGS_LIMITS.policy), SETTINGS_LIMITS.policies),
  about: requiredText('About story', SETTINGS_LIMITS.about),
  announcement: announcementInput.nullable().default(null),
};

/** PUT /api/admin/settings and admin.settings.update: the whole record. */
export const settingsInput = z
  .object({
    ...publicSettingsShape,
    notificationEmails: listOf('Notification e-mails', emailAddress('Notification e-mail'), SETTINGS_LIMITS.notificationEmails)
      .refine((list) => new Set(list).size === list.length, { error: 'Notification e-mails must not repeat an address.' }),
    translations: translationsInput(SETTINGS_TRANSLATABLE),
  })
  // A policy's translation is the policy at its place: no more of them than there are policies.
  .superRefine((settings, ctx) => {
    for (const language of TRANSLATION_LANGUAGES) {
      const policies = settings.translations[language]?.policies;
      if (Array.isArray(policies) && policies.length > settings.policies.length) {
        ctx.addIssue({ code: 'custom', path: ['translations', language, 'policies'], message: `Translated policies may have at most as many entries as the policies (${settings.policies.length}).` });
      }
    }
  })
  .meta({ id: 'SettingsInput' });
export type SettingsInput = WithTranslations<z.output<typeof settingsInput>>;

export const settingsDto = z
  .object({
    name: z.string(),
    tagline: z.string(),
    description: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.object({ street: z.string(), locality: z.string(), region: z.string(), postalCode: z.string(), country: z.string() }),
    geo: z.object({ lat: z.number(), lng: z.number() }),
    bookingUrl: z.string(),
    socials: z.array(z.object({ network: z.string(), url: z.string() })),
    policies: z.array(z.string()),
    about: z.string(),
    announcement: z.object({ text: z.string(), until: z.string() }).nullable(),
  })
  .meta({ id: 'Settings' });
export type SettingsDto = z.output<typeof settingsDto>;

export const adminSettingsDto = settingsDto.extend({ notificationEmails: z.array(z.string()), translations: translationsDto(SETTINGS_TRANSLATABLE) }).meta({ id: 'AdminSettings' });
export type AdminSettingsDto = z.output<typeof adminSettingsDto>;
