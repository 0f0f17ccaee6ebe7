// The bar as a schema.org Restaurant (JSON-LD), for every public page: its details from the settings the owner keeps
// (seeded from the identity module), hours from the hours service's answer, so a new phone number or a holiday staff
// enter shows in search results without a deploy. Its addresses start with the site's own (PUBLIC_URL); what defines
// the deployment (currency, cuisines, photos) stays the identity module's.
import type { DayOfWeek, OpeningHoursSpecification, Restaurant, WithContext } from 'schema-dts';
import { site } from '../../../shared/config/site';
import { telHref } from '../../../shared/rules/phone';
import type { SettingsDto } from '../../../shared/schemas/settings';
import { addDays } from '../../../shared/rules/dates';
import { DAY_CODES, type DayCode } from '../../../shared/rules/day-codes';
import { periodsOf } from '../../../shared/rules/opening-periods';
import { SPECIAL_DAYS_AHEAD, specialRuns } from '../../../shared/rules/special-notices';
import type { HoursAnswer, RegularDay, SpecialDate } from '../../../shared/schemas/hours';
import { siteAddress } from '../../../shared/rules/site-address';


const DAY_OF_WEEK: Record<DayCode, DayOfWeek> = {
  MON: 'Monday', TUE: 'Tuesday', WED: 'Wednesday', THU: 'Thursday', FRI: 'Friday', SAT: 'Saturday', SUN: 'Sunday',
};

/**
 * One specification per opening period of the regular week (lunch and dinner are two), days with the same period
 * together, in week order. Closed days are left out: a day no specification names is a closed day. A `closes` at or
 * before `opens` (after midnight) is written as is, which is how Google reads overnight hours.
 */
export function regularHoursSpecification(regular: readonly RegularDay[]): OpeningHoursSpecification[] {
  const groups = new Map<string, { opens: string; closes: string; days: DayCode[] }>();
  for (const code of DAY_CODES) {
    for (const { opens, closes } of periodsOf(regular.find((row) => row.day === code))) {
      const key = `${opens}-${closes}`;
      const group = groups.get(key) ?? { opens, closes, days: [] };
      group.days.push(code);
      groups.set(key, group);
    }
  }
  return [...groups.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((code) => DAY_OF_WEEK[code]),
    opens,
    closes,
  }));
}

/**
 * Special dates from `today` through the next SPECIAL_DAYS_AHEAD (90) days, as the pages' hours blocks show them (Google
 * reads specialOpeningHoursSpecification as upcoming changes), consecutive dates that say the same as one
 * range (validFrom–validThrough), one specification per opening period; a closed day opens and closes at "00:00"
 * (Google's way of saying closed all day).
 */
export function specialHoursSpecification(special: readonly SpecialDate[], today: string): OpeningHoursSpecification[] {
  const last = addDays(today, SPECIAL_DAYS_AHEAD);
  return specialRuns(special.filter((day) => day.date >= today && day.date <= last)).flatMap(({ from, to, first }) => {
    const periods = first.closed ? [] : periodsOf(first);
    return (periods.length ? periods : [{ opens: '00:00', closes: '00:00' }]).map(({ opens, closes }) => ({
      '@type': 'OpeningHoursSpecification' as const,
      validFrom: from,
      validThrough: to,
      opens,
      closes,
      ...(first.note ? { description: first.note } : {}),
    }));
  });
}

/**
 * `tableAt`: the reservation's name in the page's language ("Table at Casa Olivera"); `settings` and `hours` are read
 * in that language too. schema.org gives a Restaurant no `inLanguage`: the page's WebPage block says it.
 */
export function restaurantJsonLd(hours: HoursAnswer, settings: SettingsDto, baseUrl: string, tableAt: (name: string) => string = (name) => `Table at ${name}`): WithContext<Restaurant> {
  const { address } = settings;
  const at = (path: string) => siteAddress(path, baseUrl);
  const special = specialHoursSpecification(hours.special, hours.today.date);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': at('/#restaurant'),
    name: settings.name,
    description: settings.description,
    url: at('/'),
    telephone: telHref(settings.phone, address.country).slice('tel:'.length),
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: settings.geo.lat, longitude: settings.geo.lng },
    servesCuisine: site.cuisines,
    priceRange: site.priceRange,
    currenciesAccepted: site.currency,
    acceptsReservations: at('/reservations'),
    potentialAction: {
      '@type': 'ReserveAction',
      target: { '@type': 'EntryPoint', urlTemplate: settings.bookingUrl, actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'] },
      result: { '@type': 'FoodEstablishmentReservation', name: tableAt(settings.name) },
    },
    hasMenu: [at('/menu'), at('/drinks')],
    // `menu` is the older name of `hasMenu` (schema.org keeps it); some readers still look only for it.
    menu: at('/menu'),
    image: site.photos.map(at),
    sameAs: settings.socials.map((social) => social.url),
    openingHoursSpecification: regularHoursSpecification(hours.regular),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
  };
}
