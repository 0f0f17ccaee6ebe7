// The identity module (site.ts) as a settings record (API.md "Settings"): the seed of the record the owner edits, and
// the default wherever the record is not at hand (a database the start-up has not filled, a unit test).
import type { AdminSettingsDto } from '../schemas/settings';
import { site, siteTranslations } from './site';

/** The identity module's settings in the default language alone: what a page falls back on (no other language's texts). */
export function identitySettings(): AdminSettingsDto {
  return {
    name: site.name,
    tagline: site.tagline,
    description: site.description,
    phone: site.phone.display,
    email: site.email,
    address: { street: site.address.street, locality: site.address.city, region: site.address.region, postalCode: site.address.postalCode, country: site.address.country },
    geo: { lat: site.map.latitude, lng: site.map.longitude },
    bookingUrl: site.booking.url,
    socials: site.socials.map((social) => ({ network: social.label, url: social.url })),
    policies: [...site.policies],
    about: site.about,
    announcement: site.announcement,
    notificationEmails: site.notificationEmails.length ? [...site.notificationEmails] : [site.email],
    translations: {},
  };
}

/** The seed of the settings record: the identity module's, with its texts in the other languages. */
export function defaultBarSettings(): AdminSettingsDto {
  return { ...identitySettings(), translations: siteTranslations };
}
