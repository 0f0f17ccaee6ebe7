import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { translationsProperty } from '../db/translations-column';

/**
 * The bar's details as the owner keeps them (API.md "Settings"): one row (id 1), seeded on the first start from the
 * identity module (shared/config/site.ts). Lists are JSON text (socials, policies, notification e-mails), which every
 * engine stores the same way; they are always read and written whole.
 */
export const BarSettings = defineEntity({
  name: 'BarSettings',
  tableName: 'bar_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    name: p.string().length(80),
    tagline: p.string().length(120),
    description: p.string().length(300),
    phone: p.string().length(32),
    email: p.string().length(180),
    street: p.string().length(120),
    locality: p.string().length(80),
    region: p.string().length(80),
    postalCode: p.string().length(20),
    /** ISO 3166 two-letter code: "US". */
    country: p.string().length(2),
    /** The map pin (the JSON-LD's geo), decimal degrees. */
    lat: p.double(),
    lng: p.double(),
    bookingUrl: p.string().length(500),
    /** JSON: [{ "network", "url" }]. */
    socials: p.text(),
    /** JSON: ["…"], in the order guests read them. */
    policies: p.text(),
    /** Plain paragraphs separated by blank lines. */
    about: p.text(),
    /** The banner and its last day (the bar's date, YYYY-MM-DD); both null without one. */
    announcementText: p.string().length(160).nullable(),
    announcementUntil: p.string().length(10).nullable(),
    /** JSON: ["…"], who hears about a new guest message. */
    notificationEmails: p.text(),
    /** Staff's versions by language of what guests read (JSON text, shared/rules/translations.ts); null: none. */
    translations: translationsProperty(),
  },
});
export type IBarSettings = InferEntity<typeof BarSettings>;

/** The one row's id. */
export const BAR_SETTINGS_ID = 1;
