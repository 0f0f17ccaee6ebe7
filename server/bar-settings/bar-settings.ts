// The bar's details, read by everything that shows them (pages, JSON-LD, print sheets, e-mails) and written by the
// settings feature. A kit, so every feature may read them: what the owner saved, or the identity module until the
// first start has seeded the row.
import type { EntityManager } from '@mikro-orm/knex';
import { defaultBarSettings } from '../../shared/config/default-settings';
import type { AdminSettingsDto, SettingsInput } from '../../shared/schemas/settings';
export { defaultBarSettings };
import { BAR_SETTINGS_ID, BarSettings, type IBarSettings } from './bar-settings.entity';
import { readTranslations, storedTranslations } from '../../shared/rules/translations';
import { SETTINGS_TRANSLATED_FIELDS } from '../../shared/schemas/settings';

function parseList<T>(json: string, fallback: T[]): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : fallback;
  } catch {
    return fallback;
  }
}

export function toBarSettings(row: IBarSettings): AdminSettingsDto {
  return {
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    phone: row.phone,
    email: row.email,
    address: { street: row.street, locality: row.locality, region: row.region, postalCode: row.postalCode, country: row.country },
    geo: { lat: Number(row.lat), lng: Number(row.lng) },
    bookingUrl: row.bookingUrl,
    socials: parseList(row.socials, []),
    policies: parseList(row.policies, []),
    about: row.about,
    announcement: row.announcementText && row.announcementUntil ? { text: row.announcementText, until: row.announcementUntil } : null,
    notificationEmails: parseList(row.notificationEmails, []),
    translations: readTranslations(row.translations),
  };
}

/** The columns of a record (what a save sets: only changed values reach the database and the activity log). */
export function barSettingsColumns(input: SettingsInput): Omit<IBarSettings, 'id'> {
  return {
    name: input.name,
    tagline: input.tagline,
    description: input.description,
    phone: input.phone,
    email: input.email,
    street: input.address.street,
    locality: input.address.locality,
    region: input.address.region,
    postalCode: input.address.postalCode,
    country: input.address.country,
    lat: input.geo.lat,
    lng: input.geo.lng,
    bookingUrl: input.bookingUrl,
    socials: JSON.stringify(input.socials.map(({ network, url }) => ({ network, url }))),
    policies: JSON.stringify(input.policies),
    about: input.about,
    announcementText: input.announcement?.text ?? null,
    announcementUntil: input.announcement?.until ?? null,
    notificationEmails: JSON.stringify(input.notificationEmails),
    translations: storedTranslations(input.translations, SETTINGS_TRANSLATED_FIELDS),
  };
}

/** The row, or null before the first start has seeded it. */
export function findBarSettingsRow(em: EntityManager): Promise<IBarSettings | null> {
  return em.findOne(BarSettings, { id: BAR_SETTINGS_ID });
}

/** The bar's details as saved (the identity module's until the row exists), notification e-mails included. */
export async function readBarSettings(em: EntityManager): Promise<AdminSettingsDto> {
  const row = await findBarSettingsRow(em);
  return row ? toBarSettings(row) : defaultBarSettings();
}

/** Creates the row from the identity module when there is none (every start; true when it wrote). */
export async function seedBarSettings(em: EntityManager): Promise<boolean> {
  if (await em.count(BarSettings, { id: BAR_SETTINGS_ID })) return false;
  em.create(BarSettings, { id: BAR_SETTINGS_ID, ...barSettingsColumns(defaultBarSettings()) });
  await em.flush();
  return true;
}
