import { describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../../../shared/schemas/catalog';
import { structuredDataProblems } from '../../testing/schema-org-vocabulary';
import { menuJsonLd, restrictedDiets, type CatalogItemFacts } from './menu-json-ld';

/** The site's address the tests give (PUBLIC_URL). */
const BASE = 'https://tapas.example.org';

const item = (fields: Partial<CatalogItemFacts> = {}): CatalogItemFacts => ({ name: 'Patatas Bravas', description: 'Crisp potatoes, spicy tomato, aioli.', price: 9, dietaryTags: '', ...fields });

const catalog: PublicCatalog<CatalogItemFacts> = {
  currency: 'USD',
  categories: [
    { name: 'Tapas', slug: 'tapas', items: [item({ dietaryTags: 'vegetarian|gluten-free' }), item({ name: 'Pan con Tomate', description: null, price: 7.5, dietaryTags: 'vegan|dairy-free' })] },
    { name: 'Paellas', slug: 'paellas', items: [item({ name: 'Paella Valenciana', price: 26, halal: true })] },
  ],
};

const asJson = () => JSON.parse(JSON.stringify(menuJsonLd(catalog, { path: '/menu', name: 'Menu', lang: 'en', baseUrl: BASE }))) as Record<string, unknown>;

describe('the menu as a schema.org Menu', () => {
  it('is sound JSON-LD: schema.org types and properties only, every item named and priced', () => {
    expect(structuredDataProblems(asJson())).toEqual([]);
  });

  it('has a section per category and an item per dish, with its price in the menu’s currency', () => {
    expect(asJson()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      '@id': `${BASE}/menu#menu`,
      name: 'Menu',
      url: `${BASE}/menu`,
      inLanguage: 'en',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Tapas',
          hasMenuItem: [
            { '@type': 'MenuItem', name: 'Patatas Bravas', description: 'Crisp potatoes, spicy tomato, aioli.', offers: { '@type': 'Offer', price: 9, priceCurrency: 'USD' }, suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet'] },
            { '@type': 'MenuItem', name: 'Pan con Tomate', offers: { '@type': 'Offer', price: 7.5, priceCurrency: 'USD' }, suitableForDiet: ['https://schema.org/VeganDiet'] },
          ],
        },
        {
          '@type': 'MenuSection',
          name: 'Paellas',
          hasMenuItem: [{ '@type': 'MenuItem', name: 'Paella Valenciana', description: 'Crisp potatoes, spicy tomato, aioli.', offers: { '@type': 'Offer', price: 26, priceCurrency: 'USD' }, suitableForDiet: ['https://schema.org/HalalDiet'] }],
        },
      ],
    });
  });
});

describe('restrictedDiets', () => {
  it('maps the tags schema.org names to its RestrictedDiet terms', () => {
    expect(restrictedDiets({ dietaryTags: 'vegan|vegetarian|gluten-free|halal' })).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
      'https://schema.org/HalalDiet',
    ]);
  });

  it('gives none for tags schema.org has no diet for, or for none', () => {
    expect(restrictedDiets({ dietaryTags: 'dairy-free|nut-free|spicy' })).toEqual([]);
    expect(restrictedDiets({ dietaryTags: '' })).toEqual([]);
  });

  it('reads the tags as stored or as staff typed them, and the halal flag once with the tag', () => {
    expect(restrictedDiets({ dietaryTags: ' Vegan | GLUTEN-FREE ' })).toEqual(['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet']);
    expect(restrictedDiets({ dietaryTags: 'halal', halal: true })).toEqual(['https://schema.org/HalalDiet']);
    expect(restrictedDiets({ dietaryTags: '', halal: false })).toEqual([]);
  });
});
