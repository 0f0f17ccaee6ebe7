import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../../shared/config/site';
import type { HoursAnswer, RegularDay, SpecialDate } from '../../../shared/schemas/hours';
import { projectRoot } from '../../lib/project-root';
import { structuredDataProblems } from '../../testing/schema-org-vocabulary';
import { restaurantJsonLd } from './restaurant-json-ld';
import { defaultBarSettings } from '../../../shared/config/default-settings';

/** The site's address the tests give (PUBLIC_URL). */
const BASE = 'https://tapas.example.org';

const TODAY = '2026-11-23';

const week = (overrides: Partial<Record<RegularDay['day'], [string, string] | null>> = {}): RegularDay[] =>
  (['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const).map((day) => {
    const times = day in overrides ? overrides[day] : day === 'SUN' ? null : ['17:00', '21:00'];
    return { day, opens: times?.[0] ?? null, closes: times?.[1] ?? null, periods: times ? [{ opens: times[0]!, closes: times[1]! }] : [] };
  });

let nextId = 1;
const special = (date: string, fields: Partial<SpecialDate> = {}): SpecialDate => {
  const periods = fields.periods ?? (fields.opens && fields.closes ? [{ opens: fields.opens, closes: fields.closes }] : []);
  return { id: nextId++, date, closed: true, opens: null, closes: null, note: null, ...fields, periods };
};

function hours(regular: RegularDay[], specials: SpecialDate[] = []): HoursAnswer {
  return {
    timeZone: 'America/New_York',
    regular,
    special: specials,
    today: { date: TODAY, open: true, opens: '17:00', closes: '21:00', periods: [{ opens: '17:00', closes: '21:00' }], note: null },
    openNow: false,
    nextOpening: null,
    statusLine: 'Closed now · opens today at 5:00 PM',
    statusChangesAt: '2026-11-23T22:00:00.000Z',
    asOf: '2026-11-23T15:00:00.000Z',
  };
}

/** The built node as a search engine reads it: JSON, not the TypeScript object. */
const asJson = (answer: HoursAnswer) => JSON.parse(JSON.stringify(restaurantJsonLd(answer, defaultBarSettings(), BASE))) as Record<string, unknown>;

describe('the bar as a schema.org Restaurant', () => {
  it('is sound JSON-LD: schema.org types and properties only, with the fields search engines require', () => {
    const data = asJson(hours(week(), [special('2026-11-26', { note: 'Thanksgiving' }), special('2026-12-31', { closed: false, opens: '17:00', closes: '01:00', note: 'New Year’s Eve' })]));
    expect(structuredDataProblems(data)).toEqual([]);
  });

  it('says who, where and how to reach the bar, from the identity module, in absolute addresses', () => {
    const data = asJson(hours(week()));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: site.name,
      url: `${BASE}/`,
      telephone: site.phone.tel,
      email: site.email,
      address: { '@type': 'PostalAddress', streetAddress: site.address.street, addressLocality: site.address.city, addressRegion: site.address.region, postalCode: site.address.postalCode, addressCountry: site.address.country },
      geo: { '@type': 'GeoCoordinates', latitude: site.map.latitude, longitude: site.map.longitude },
      servesCuisine: site.cuisines,
      priceRange: site.priceRange,
      acceptsReservations: `${BASE}/reservations`,
      potentialAction: { '@type': 'ReserveAction', target: { '@type': 'EntryPoint', urlTemplate: site.booking.url } },
      hasMenu: [`${BASE}/menu`, `${BASE}/drinks`],
      menu: `${BASE}/menu`,
      sameAs: site.socials.map((social) => social.url),
    });
  });

  it('shows real photos of the bar, by absolute address, each one a file the site serves', () => {
    const images = asJson(hours(week())).image as string[];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const url = new URL(image);
      expect(`${url.origin}`).toBe(BASE);
      expect(existsSync(join(projectRoot, 'public', url.pathname)), image).toBe(true);
    }
  });

  it('gives the regular week with days of the same times together and closed days left out', () => {
    const data = asJson(hours(week({ FRI: ['17:00', '21:30'], SAT: ['17:00', '21:30'], MON: null })));
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday'], opens: '17:00', closes: '21:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '17:00', closes: '21:30' },
    ]);
  });

  it('writes a closing after midnight as it is, the way Google reads overnight hours', () => {
    const data = asJson(hours(week({ SAT: ['18:00', '02:00'] })));
    expect(data.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '18:00', closes: '02:00' });
  });

  it('announces special dates from today through the next 90 days only, as the hours blocks on the pages: a closed day opens and closes at 00:00', () => {
    const data = asJson(
      hours(week(), [
        special('2026-11-22', { note: 'Yesterday' }),
        special(TODAY, { note: 'Staff party' }),
        special('2026-11-26', { note: 'Thanksgiving' }),
        special('2026-12-31', { closed: false, opens: '17:00', closes: '01:00', note: null }),
        special('2027-01-02', { note: 'Day 40' }),
        special('2027-02-21', { note: 'Day 90' }),
        special('2027-02-22', { note: 'Day 91' }),
      ]),
    );
    expect(data.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: TODAY, validThrough: TODAY, opens: '00:00', closes: '00:00', description: 'Staff party' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-11-26', validThrough: '2026-11-26', opens: '00:00', closes: '00:00', description: 'Thanksgiving' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '17:00', closes: '01:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2027-01-02', validThrough: '2027-01-02', opens: '00:00', closes: '00:00', description: 'Day 40' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2027-02-21', validThrough: '2027-02-21', opens: '00:00', closes: '00:00', description: 'Day 90' },
    ]);
  });

  it('gives one specification per period: lunch and dinner are two, grouped by day with the same period', () => {
    const lunchAndDinner = week().map((day) => (day.day === 'FRI' || day.day === 'SAT' ? { ...day, opens: '12:00', closes: '15:00', periods: [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '22:30' }] } : day));
    const data = asJson(hours(lunchAndDinner));
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '17:00', closes: '21:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '12:00', closes: '15:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '17:00', closes: '22:30' },
    ]);
    expect(structuredDataProblems(data)).toEqual([]);
  });

  it('tells a run of special dates as one range, and a special day\'s periods one by one', () => {
    const holidays = ['2026-12-24', '2026-12-25', '2026-12-26'].map((date) => special(date, { note: 'Holidays' }));
    const twice = special('2026-12-31', { closed: false, periods: [{ opens: '12:00', closes: '15:00' }, { opens: '19:00', closes: '01:00' }], note: 'New Year’s Eve' });
    expect(asJson(hours(week(), [...holidays, twice])).specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-26', opens: '00:00', closes: '00:00', description: 'Holidays' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '12:00', closes: '15:00', description: 'New Year’s Eve' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '19:00', closes: '01:00', description: 'New Year’s Eve' },
    ]);
  });

  it('leaves special hours out when there are none coming', () => {
    expect(asJson(hours(week(), [special('2027-03-01')]))).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});
