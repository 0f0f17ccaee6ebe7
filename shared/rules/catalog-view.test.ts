import { describe, expect, it } from 'vitest';
import {
  drinkItemMatches,
  filterCatalog,
  menuItemMatches,
  toDrinkItemView,
  toDrinksView,
  toMenuItemView,
  toMenuView,
  type MenuItemView,
} from './catalog-view';

describe('toMenuItemView', () => {
  it('maps the wire item, lowercasing pipe lists and adding halal', () => {
    const view = toMenuItemView({
      id: 7,
      name: ' Pinchos Morunos ',
      description: 'Chicken skewers',
      price: 14,
      dietary_tags: 'Gluten-Free|nut-free',
      allergens: 'DAIRY',
      spicy_level: 1,
      halal: true,
      available: true,
      featured: false,
      image: '/images/x.jpg',
      order: 2,
    });
    expect(view).toEqual({
      id: 7,
      name: 'Pinchos Morunos',
      description: 'Chicken skewers',
      price: 14,
      dietaryTags: ['gluten-free', 'nut-free', 'halal'],
      allergens: ['dairy'],
      spicyLevel: 1,
      halal: true,
      featured: false,
      image: '/images/x.jpg',
      order: 2,
    });
  });

  it('accepts the camel-case names and fills defaults', () => {
    const view = toMenuItemView({ id: '3', name: 'Pan', dietaryTags: ['vegan', 'VEGAN'], price: '$9.50' });
    expect(view.id).toBe(3);
    expect(view.dietaryTags).toEqual(['vegan']);
    expect(view.allergens).toEqual([]);
    expect(view.price).toBe(9.5);
    expect(view.spicyLevel).toBe(0);
    expect(view.order).toBe(999);
    expect(view.description).toBe('');
    expect(view.image).toBeNull();
    expect(view.halal).toBe(false);
  });

  it('does not add halal twice and keeps the spicy level within 0..3', () => {
    expect(toMenuItemView({ id: 1, dietary_tags: 'halal', halal: true }).dietaryTags).toEqual(['halal']);
    expect(toMenuItemView({ id: 1, spicyLevel: 7 }).spicyLevel).toBe(3);
    expect(toMenuItemView({ id: 1, spicy_level: -2 }).spicyLevel).toBe(0);
    expect(toMenuItemView({ id: 1, spicy_level: '2' }).spicyLevel).toBe(2);
  });

  it('leaves an unreadable price empty', () => {
    expect(toMenuItemView({ id: 1, price: Number.NaN }).price).toBeNull();
    expect(toMenuItemView({ id: 1, price: 'market price' }).price).toBeNull();
    expect(toMenuItemView({ id: 1, price: null }).price).toBeNull();
  });
});

describe('toDrinkItemView', () => {
  it('reads abv or alcohol and size or volume', () => {
    const view = toDrinkItemView({ id: 1, name: 'Cava', alcohol: '12', volume: '5 oz', vintage: 2020, region: ' ', grape: 'Xarel·lo' });
    expect(view).toMatchObject({ abv: 12, size: '5 oz', vintage: '2020', region: null, grape: 'Xarel·lo' });
    expect(toDrinkItemView({ id: 2, abv: 13.5, alcohol: 1 }).abv).toBe(13.5);
    expect(toDrinkItemView({ id: 3 }).abv).toBeNull();
  });

  it('reads the dietary tags and allergens the filter needs', () => {
    expect(toDrinkItemView({ id: 1, dietary_tags: 'Vegan|gluten-free', allergens: 'sulphites' })).toMatchObject({ dietaryTags: ['vegan', 'gluten-free'], allergens: ['sulphites'] });
    expect(toDrinkItemView({ id: 2, dietaryTags: ['vegan'] })).toMatchObject({ dietaryTags: ['vegan'], allergens: [] });
  });
});

describe('toMenuView', () => {
  it('derives missing slugs, defaults the currency and sorts featured first, then by order', () => {
    const view = toMenuView({
      categories: [
        {
          title: 'Tapas Calientes',
          items: [
            { id: 1, name: 'A', order: 1 },
            { id: 2, name: 'B', order: 5, featured: true },
            { id: 3, name: 'C' },
            { id: 4, name: 'D', order: 1, available: false },
            { id: 5, name: 'E', order: 0 },
          ],
        },
        { name: 'Paellas', slug: 'paellas', items: [] },
      ],
    });
    expect(view.currency).toBe('USD');
    expect(view.categories.map((c) => [c.name, c.slug])).toEqual([
      ['Tapas Calientes', 'tapas-calientes'],
      ['Paellas', 'paellas'],
    ]);
    expect(view.categories[0]!.items.map((i) => i.name)).toEqual(['B', 'E', 'A', 'C']);
  });

  it('copes with a missing answer', () => {
    expect(toMenuView(undefined)).toEqual({ currency: 'USD', categories: [] });
    expect(toDrinksView({ currency: 'EUR', categories: null })).toEqual({ currency: 'EUR', categories: [] });
  });
});

describe('search', () => {
  const croquetas = toMenuItemView({
    id: 1,
    name: 'Croquetas de Jamón',
    description: 'Creamy ham croquettes',
    dietary_tags: 'nut-free',
    allergens: 'gluten|dairy',
  });

  it('matches the menu over name, description, dietary tags and allergens, ignoring accents and case', () => {
    expect(menuItemMatches('JAMON', croquetas)).toBe(true);
    expect(menuItemMatches('creamy', croquetas)).toBe(true);
    expect(menuItemMatches('nut free', croquetas)).toBe(true);
    expect(menuItemMatches('dairy', croquetas)).toBe(true);
    expect(menuItemMatches('vegan', croquetas)).toBe(false);
  });

  it('matches drinks over name, description, region, grape, vintage, size and abv', () => {
    const wine = toDrinkItemView({
      id: 1,
      name: 'Muga Reserva',
      description: 'Red fruit and spice',
      region: 'Rioja',
      grape: 'Tempranillo',
      vintage: '2020',
      size: '750 ml',
      abv: 14,
    });
    for (const query of ['muga', 'spice', 'rioja', 'tempranillo', '2020', '750 ml', '14.0%', '14']) {
      expect(drinkItemMatches(query, wine)).toBe(true);
    }
    expect(drinkItemMatches('albariño', wine)).toBe(false);
  });
});

describe('filterCatalog', () => {
  const item = (id: number, name: string): MenuItemView => toMenuItemView({ id, name });
  const catalog = {
    currency: 'USD',
    categories: [
      { name: 'Green', slug: 'green', items: [item(1, 'Bravas'), item(2, 'Padrón peppers')] },
      { name: 'Meat', slug: 'meat', items: [item(3, 'Chorizo'), item(4, 'Bravas with chorizo')] },
    ],
  };

  it('counts matches per category and in total', () => {
    const result = filterCatalog(catalog, 'bravas', null, menuItemMatches);
    expect(result.counts).toEqual({ green: 1, meat: 1 });
    expect(result.total).toBe(2);
    expect(result.sections.map((s) => s.items.map((i) => i.id))).toEqual([[1], [4]]);
  });

  it('shows only the active category and leaves out empty ones', () => {
    expect(filterCatalog(catalog, '', 'meat', menuItemMatches).sections.map((s) => s.slug)).toEqual(['meat']);
    expect(filterCatalog(catalog, 'padron', null, menuItemMatches).sections.map((s) => s.slug)).toEqual(['green']);
    expect(filterCatalog(catalog, 'padron', 'meat', menuItemMatches).sections).toEqual([]);
  });

  it('ignores an active slug that names no category', () => {
    const result = filterCatalog(catalog, '', 'desserts', menuItemMatches);
    expect(result.activeSlug).toBeNull();
    expect(result.sections).toHaveLength(2);
  });
});
