// What a printed list says, before it is laid out: the tags and allergens in the legend's order, the halal flag as
// the tag, heat within the scale, a drink's details, and a key of only what is in use.
import { describe, expect, it } from 'vitest';
import type { HoursAnswer } from '../schemas/hours';
import type { PublicDrinkItem } from '../schemas/drinks';
import type { PublicMenuItem } from '../schemas/menu';
import { drinksPrintSheet, menuPrintSheet } from './print-sheet';

const dish = (overrides: Partial<PublicMenuItem>): PublicMenuItem => ({
  id: 1, name: 'Dish', description: null, price: 10, dietaryTags: '', allergens: '', spicyLevel: 0, halal: false,
  available: true, featured: false, image: null, order: 1, ...overrides,
});
const drink = (overrides: Partial<PublicDrinkItem>): PublicDrinkItem => ({
  id: 2, name: 'Drink', description: null, price: 9, image: null, available: true, featured: false, abv: null, size: null,
  region: null, grape: null, vintage: null, order: 1, dietaryTags: '', allergens: '', ...overrides,
});
const hours = {
  regular: [
    { day: 'MON', opens: '17:00', closes: '21:00', periods: [{ opens: '17:00', closes: '21:00' }] },
    { day: 'TUE', opens: '17:00', closes: '21:00', periods: [{ opens: '17:00', closes: '21:00' }] },
  ],
} as HoursAnswer;

describe('menuPrintSheet', () => {
  const sheet = menuPrintSheet(
    {
      currency: 'USD',
      categories: [
        {
          name: 'Tapas',
          slug: 'tapas',
          items: [
            dish({ name: 'Bravas', price: 11.5, description: '  ', dietaryTags: 'gluten-free|vegetarian', allergens: 'eggs|gluten', spicyLevel: 7, halal: true }),
            dish({ name: 'Pan', dietaryTags: 'vegan' }),
          ],
        },
      ],
    },
    hours,
  );
  const [bravas, pan] = sheet.sections[0]!.items;

  it('gives each item its price as the site writes it, its tags and allergens in the legend\'s order, the halal flag as the tag', () => {
    expect(bravas).toEqual({ name: 'Bravas', price: '$11.50', description: null, details: null, abv: null, dietaryTags: ['vegetarian', 'gluten-free', 'halal'], spicyLevel: 3, allergens: ['gluten', 'eggs'] });
    expect(pan!.dietaryTags).toEqual(['vegan']);
  });

  it('keys only what is in use, with the heat scale when something is spicy', () => {
    expect(sheet.key).toEqual({ dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'halal'], heat: true, allergens: ['gluten', 'eggs'] });
    expect(sheet.hours).toEqual([{ label: 'Mon & Tue', times: '5:00 PM–9:00 PM' }, { label: 'Wed–Sun', times: 'Closed' }]);
    expect(sheet).toMatchObject({ kind: 'menu', pagePath: '/menu' });
  });
});

describe('drinksPrintSheet', () => {
  it("gives a drink's origin and serving in one line, its strength apart (said in the sheet's language), and no heat", () => {
    const items = [drink({ region: 'Rioja', grape: ' Tempranillo ', vintage: '2019', size: '5 oz', abv: 13.5 }), drink({ name: 'Water' })];
    const sheet = drinksPrintSheet({ currency: 'USD', categories: [{ name: 'Wines', slug: 'wines', items }] }, hours);
    expect(sheet.sections[0]!.items[0]).toMatchObject({ details: 'Rioja · Tempranillo · 2019 · 5 oz', abv: '13.5%' });
    expect(sheet.sections[0]!.items[1]).toMatchObject({ details: null, abv: null });
    expect(sheet.key.heat).toBe(false);
    expect(sheet).toMatchObject({ kind: 'drinks', pagePath: '/drinks' });
  });
});

describe('a printed list in Spanish', () => {
  it('writes prices as US Spanish does and the week in Spanish', () => {
    const catalog = { currency: 'USD', categories: [{ name: 'Tapas', slug: 'tapas', items: [dish({ name: 'Bravas', price: 19.5 }), dish({ name: 'Pan', price: 14 })] }] };
    const sheet = menuPrintSheet(catalog, hours, 'es');
    expect(sheet.sections[0]!.items.map((item) => item.price)).toEqual(['$19.50', '$14']);
    expect(sheet.hours).toEqual([{ label: 'Lun y Mar', times: '5:00 p. m.–9:00 p. m.' }, { label: 'Mié–Dom', times: 'Cerrado' }]);
    const drinks = drinksPrintSheet({ currency: 'USD', categories: [{ name: 'Vinos', slug: 'vinos', items: [drink({ price: 9.25 })] }] }, hours, 'es');
    expect(drinks.sections[0]!.items[0]!.price).toBe('$9.25');
    expect(drinks.hours[1]).toEqual({ label: 'Mié–Dom', times: 'Cerrado' });
  });
});
