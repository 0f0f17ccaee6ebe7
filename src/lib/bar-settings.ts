// The bar's details as guests see them (settings.get): read once by the public layout's loader, so the server renders
// every page with them and the browser hydrates from the page's own data (no extra request). A change the owner saves
// shows on the next page load. Until an answer is at hand (never on a server-rendered page) the identity module's.
import { identitySettings } from '../../shared/config/default-settings';
import { bookingProvider } from '../../shared/rules/booking-provider';
import { addressLine, mapLinks } from '../../shared/rules/map-links';
import { telHref } from '../../shared/rules/phone';
import type { SettingsDto } from '../../shared/schemas/settings';
import { langInput } from '../i18n/lang-input';
import { useLang } from '../i18n/use-t';
import { trpc } from './trpc';

export interface BarSettings extends SettingsDto {
  /** The phone's `tel:` address. */
  telHref: string;
  /** The map's embed and "Get directions" addresses, from the address. */
  map: { embedUrl: string; directionsUrl: string };
  /** "418 Main Street, Woburn, MA 01801". */
  addressLine: string;
  /** "OpenTable", or null for a booking page we do not know by name. */
  bookingProvider: string | null;
}

/** The settings with what the pages derive from them (the tel: link, the map, the provider's name). */
export function barSettingsView(settings: SettingsDto): BarSettings {
  return {
    ...settings,
    telHref: telHref(settings.phone, settings.address.country),
    map: mapLinks(settings.address),
    addressLine: addressLine(settings.address),
    bookingProvider: bookingProvider(settings.bookingUrl),
  };
}

let fallback: BarSettings | undefined;

export function useBarSettings(): BarSettings {
  // In the page's language: the tagline, description, policies, story and announcement as staff translated them.
  const { data } = trpc.settings.get.useQuery(langInput(useLang()), { select: barSettingsView });
  fallback ??= barSettingsView(identitySettings());
  return data ?? fallback;
}
