// The JSON-LD checker must fail on what it is there to catch, or the builders' tests prove nothing.
import { describe, expect, it } from 'vitest';
import { schemaOrgProperties, structuredDataProblems } from './schema-org-vocabulary';

const restaurant = {
  '@context': 'https://schema.org',
  '@type': 'Restaurant',
  name: 'Casa Olivera',
  url: 'https://casaolivera.example/',
  telephone: '+17815550142',
  address: { '@type': 'PostalAddress', streetAddress: '418 Main Street', addressLocality: 'Woburn', addressCountry: 'US' },
  openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '17:00', closes: '21:00' }],
};

describe('schemaOrgProperties', () => {
  it('knows a type’s own and inherited properties, and no made-up type', () => {
    const properties = schemaOrgProperties('Restaurant')!;
    expect([...['servesCuisine', 'acceptsReservations', 'hasMenu', 'priceRange', 'telephone', 'geo', 'name']].every((name) => properties.has(name))).toBe(true);
    expect(properties.has('suitableForDiet')).toBe(false);
    expect(schemaOrgProperties('Tapería')).toBeUndefined();
  });
});

describe('structuredDataProblems', () => {
  it('finds nothing wrong with a sound Restaurant', () => {
    expect(structuredDataProblems(restaurant)).toEqual([]);
  });

  it('names a type schema.org does not have, and a property the type does not have', () => {
    expect(structuredDataProblems({ ...restaurant, '@type': 'TapasBar' })).toEqual(['$: "TapasBar" is not a schema.org type']);
    expect(structuredDataProblems({ ...restaurant, cuisine: 'Spanish' })).toEqual(['$: Restaurant has no property "cuisine"']);
    expect(structuredDataProblems({ ...restaurant, geo: { '@type': 'GeoCoordinates', lat: 42 } })).toEqual(['$.geo: GeoCoordinates has no property "lat"']);
  });

  it('names a schema.org term that does not exist and a node without a type', () => {
    const item = { '@context': 'https://schema.org', '@type': 'MenuItem', name: 'Flan', offers: { '@type': 'Offer', price: 8, priceCurrency: 'USD' } };
    expect(structuredDataProblems({ ...item, suitableForDiet: 'https://schema.org/NutFreeDiet' })).toEqual(['$.suitableForDiet: "https://schema.org/NutFreeDiet" is not a schema.org term']);
    expect(structuredDataProblems({ ...item, offers: { price: 8, priceCurrency: 'USD' } })).toEqual(['$.offers: a node without a @type']);
  });

  it('takes a bare reference to a node described elsewhere, but not a typeless node with more to it', () => {
    const page = { '@context': 'https://schema.org', '@type': 'WebPage', url: 'https://bar.example/', inLanguage: 'es' };
    expect(structuredDataProblems({ ...page, about: { '@id': 'https://bar.example/#restaurant' } })).toEqual([]);
    expect(structuredDataProblems({ ...page, about: { '@id': 'https://bar.example/#restaurant', name: 'Bar' } })).toEqual(['$.about: a node without a @type']);
  });

  it('names the required fields that are missing: the Restaurant’s, and each menu item’s name and price', () => {
    const { telephone: _telephone, openingHoursSpecification: _hours, ...bare } = restaurant;
    expect(structuredDataProblems(bare)).toEqual(['$: Restaurant needs telephone', '$: Restaurant needs openingHoursSpecification']);
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'MenuItem', offers: [{ '@type': 'Offer', priceCurrency: 'USD' }] })).toEqual(['$: MenuItem needs name', '$: MenuItem needs offers.price']);
  });

  it('wants the schema.org context on each top-level node', () => {
    expect(structuredDataProblems([restaurant, { ...restaurant, '@context': 'http://example.org' }])).toEqual(['[1]: @context must be "https://schema.org"']);
  });
});
