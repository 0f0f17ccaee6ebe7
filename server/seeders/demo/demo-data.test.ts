// Guards the demo content (the JSON files beside this test, as the seeder reads them): enough believable items,
// consistent cross-references, honest labels.
import { describe, it, expect } from 'vitest';
import { splitPipeList } from '../../../shared/rules/pipe-list.js';
import { slugify } from '../../../shared/rules/slug.js';
import { drinksDemo } from '../../features/drinks/drinks.demo.js';
import { menuDemo } from '../../features/menu/menu.demo.js';
import { offersDemo } from '../../features/offers/offers.demo.js';
import { parseDemoFile } from '../demo-files.js';

const demoMenu = parseDemoFile('menu', menuDemo.files.menu);
const demoDrinks = parseDemoFile('drinks', drinksDemo.files.drinks);
const demoOffers = parseDemoFile('offers', offersDemo.files.offers);
const demoHighlightDays = parseDemoFile('highlights', menuDemo.files.highlights);

const DIETARY_TAGS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free'];
const ALLERGENS = [
  'gluten',
  'dairy',
  'eggs',
  'fish',
  'shellfish',
  'molluscs',
  'tree-nuts',
  'peanuts',
  'soy',
  'sesame',
  'sulphites',
  'celery',
  'mustard',
];
const MENU_CATEGORIES = [
  'Green Tapas',
  'Meat Tapas',
  'Seafood Tapas',
  'Pintxos',
  'Paellas',
  'Cheese Boards',
  'Desserts',
];
const DRINK_CATEGORIES = [
  'Signature Cocktails',
  'Sangria',
  'Wines by the Glass',
  'Wine Bottles',
  'Sherry & Port',
  'Beer & Cider',
  'Coffee',
  'Soft Drinks',
];
const PHOTOS = [
  '/images/gallery/food/paella-valenciana.jpg',
  '/images/gallery/food/paella-seafood.jpg',
  '/images/gallery/food/gambas-al-ajillo.jpg',
  '/images/gallery/food/tortilla-espanola.jpg',
  '/images/gallery/food/mussels.jpg',
  '/images/gallery/food/patatas-peppers-egg.jpg',
  '/images/gallery/food/halloumi-fries.jpg',
  '/images/gallery/food/tomato-toasts.jpg',
  '/images/gallery/cheese/cheese-plate.jpg',
  '/images/gallery/cheese/gougeres.jpg',
  '/images/gallery/desserts/tarta-de-santiago.jpg',
  '/images/gallery/desserts/flan.jpg',
  '/images/gallery/desserts/crema-catalana.jpg',
  '/images/gallery/desserts/torrijas.jpg',
];
const DRINK_PHOTOS = [
  '/images/gallery/drinks/sangria.jpg',
  '/images/gallery/drinks/red-wine.jpg',
  '/images/gallery/drinks/sherry-cobbler.jpg',
  '/images/gallery/drinks/cocktail-warm-bar.jpg',
  '/images/gallery/drinks/cocktail-tiki.jpg',
  '/images/gallery/drinks/paloma.jpg',
  '/images/gallery/drinks/cocktails-pair.jpg',
];
const INTERIOR_PHOTOS = ['/images/gallery/interior/tavern-window.jpg', '/images/gallery/interior/pendant-lamps.jpg'];
// Words that must never appear in a dish labelled halal (pork products or alcohol).
const NOT_HALAL =
  /\b(pork|jam[oó]n|ham|chorizo|txistorra|morcilla|lomo|panceta|pancetta|bacon|lardo|sobrasada|wine|sherry|brandy|cognac|cava|vermut|vermouth|beer|cider|rum|rioja|albariño)\b/i;

// Massachusetts 2026 price bands (US dollars) per category, so edits stay believable.
const MENU_PRICE_BANDS: Record<string, [number, number]> = {
  'Green Tapas': [9, 18],
  'Meat Tapas': [9, 18],
  'Seafood Tapas': [9, 18],
  Pintxos: [5, 9],
  Paellas: [32, 58],
  'Cheese Boards': [18, 32],
  Desserts: [9, 13],
};
const DRINK_PRICE_BANDS: Record<string, [number, number]> = {
  'Signature Cocktails': [14, 17],
  Sangria: [12, 44],
  'Wines by the Glass': [12, 19],
  'Wine Bottles': [46, 140],
  'Sherry & Port': [9, 16],
  'Beer & Cider': [7, 10],
  Coffee: [4, 6],
  'Soft Drinks': [4, 6],
};

function expectInBand(price: number, band: [number, number] | undefined, where: string): void {
  expect(band, where).toBeDefined();
  const [min, max] = band ?? [0, 0];
  expect(price, where).toBeGreaterThanOrEqual(min);
  expect(price, where).toBeLessThanOrEqual(max);
  expect(Number.isInteger(price * 2), `${where}: whole or half dollars`).toBe(true);
}

// Tags and allergens as lists of words (the files' lists, as the seeder stores them: "vegan|gluten-free").
const withLists = <Item extends { dietaryTags: string; allergens: string }>(item: Item) => ({ ...item, dietaryTags: splitPipeList(item.dietaryTags), allergens: splitPipeList(item.allergens) });
const menuItems = demoMenu.flatMap((c) => c.items).map(withLists);
const drinkItems = demoDrinks.flatMap((c) => c.items).map(withLists);
const menuByName = new Map(menuItems.map((i) => [i.name, i]));

function expectCleanList(list: string[], allowed: string[], where: string): void {
  for (const word of list) {
    expect(word, where).toBe(word.trim().toLowerCase());
    expect(allowed, `${where}: "${word}"`).toContain(word);
  }
  expect(new Set(list).size, `${where}: duplicates`).toBe(list.length);
}

describe('demo menu', () => {
  it('has enough items across the expected categories, in order', () => {
    expect(menuItems.length).toBeGreaterThanOrEqual(35);
    expect(demoMenu.length).toBeGreaterThanOrEqual(6);
    expect(demoMenu.map((c) => c.name)).toEqual(MENU_CATEGORIES);
    for (const c of demoMenu) {
      expect(c.slug).toBe(slugify(c.name));
      expect(c.items.length, c.name).toBeGreaterThanOrEqual(4);
      expect(c.items.length, c.name).toBeLessThanOrEqual(8);
      // The file's order is the menu's: no dish takes another place.
      expect(c.items.map((i) => i.displayOrder)).toEqual(c.items.map(() => null));
    }
  });

  it('has unique item names and prices within each category band', () => {
    expect(new Set(menuItems.map((i) => i.name)).size).toBe(menuItems.length);
    for (const c of demoMenu) {
      for (const i of c.items) {
        expect(i.name.trim(), i.name).toBe(i.name);
        expect(i.description?.length ?? 0, i.name).toBeGreaterThan(20);
        expectInBand(i.price, MENU_PRICE_BANDS[c.name], i.name);
      }
    }
  });

  it('uses only the allowed lowercase dietary tags and allergens', () => {
    for (const i of menuItems) {
      expectCleanList(i.dietaryTags, DIETARY_TAGS, `${i.name} tags`);
      expectCleanList(i.allergens, ALLERGENS, `${i.name} allergens`);
      expect([0, 1, 2, 3]).toContain(i.spicyLevel);
      if (i.dietaryTags.includes('vegan')) {
        expect(i.allergens, i.name).not.toContain('dairy');
        expect(i.allergens, i.name).not.toContain('eggs');
      }
      if (i.dietaryTags.includes('gluten-free')) expect(i.allergens, i.name).not.toContain('gluten');
      if (i.dietaryTags.includes('dairy-free')) expect(i.allergens, i.name).not.toContain('dairy');
      if (i.dietaryTags.includes('nut-free')) {
        expect(i.allergens, i.name).not.toContain('tree-nuts');
        expect(i.allergens, i.name).not.toContain('peanuts');
      }
    }
  });

  it('labels as halal only dishes with no pork and no alcohol, and enough of them', () => {
    const halal = menuItems.filter((i) => i.halal);
    expect(halal.length).toBeGreaterThanOrEqual(5);
    for (const i of halal) {
      expect(`${i.name} ${i.description}`, i.name).not.toMatch(NOT_HALAL);
      expect(i.allergens, i.name).not.toContain('sulphites');
    }
  });

  it('has featured, unavailable and highlighted items as the home page needs', () => {
    for (const c of demoMenu) {
      const featured = c.items.filter((i) => i.featured).length;
      expect(featured, c.name).toBeGreaterThanOrEqual(1);
      expect(featured, c.name).toBeLessThanOrEqual(2);
    }
    expect(menuItems.filter((i) => i.available === false)).toHaveLength(1);
    const highlighted = menuItems.filter((i) => i.menuHighlight);
    expect(highlighted.length).toBeGreaterThanOrEqual(6);
    expect(highlighted.length).toBeLessThanOrEqual(8);
    for (const i of highlighted) {
      expect(i.image, i.name).toBeTruthy();
      expect(i.available, i.name).not.toBe(false);
      expect(i.menuHighlightTag?.trim(), i.name).toBeTruthy();
      expect(i.menuHighlightTag?.length ?? 0, i.name).toBeLessThanOrEqual(20);
    }
  });

  it('uses only photos that exist', () => {
    for (const i of menuItems) if (i.image != null) expect(PHOTOS, i.name).toContain(i.image);
  });
});

describe('demo drinks', () => {
  it('has enough drinks and every category, in order', () => {
    expect(drinkItems.length).toBeGreaterThanOrEqual(35);
    expect(demoDrinks.map((c) => c.name)).toEqual(DRINK_CATEGORIES);
    for (const c of demoDrinks) {
      expect(c.slug).toBe(slugify(c.name));
      expect(c.items.length, c.name).toBeGreaterThan(0);
      expect(c.items.filter((d) => d.featured).length, c.name).toBeLessThanOrEqual(1);
      expect(c.items.map((d) => d.displayOrder)).toEqual(c.items.map(() => null));
    }
    expect(new Set(drinkItems.map((d) => d.name)).size).toBe(drinkItems.length);
  });

  it('gives every wine a region, grape and vintage', () => {
    const wines = demoDrinks
      .filter((c) => c.name === 'Wines by the Glass' || c.name === 'Wine Bottles')
      .flatMap((c) => c.items);
    expect(wines.length).toBeGreaterThan(0);
    for (const w of wines) {
      expect(w.region?.trim(), w.name).toBeTruthy();
      expect(w.grape?.trim(), w.name).toBeTruthy();
      expect(w.vintage, w.name).toMatch(/^(NV|(19|20)\d\d)$/);
      expect(w.allergens, w.name).toContain('sulphites');
    }
  });

  it('has an ABV that is null or a percentage with at most one decimal', () => {
    for (const d of drinkItems) {
      if (d.abv === null) continue;
      expect(d.abv, d.name).toBeGreaterThanOrEqual(0);
      expect(d.abv, d.name).toBeLessThanOrEqual(100);
      expect(Math.abs(d.abv * 10 - Math.round(d.abv * 10)), d.name).toBeLessThan(1e-9);
    }
    const coffeeAndSodas = demoDrinks.filter((c) => c.name === 'Coffee' || c.name === 'Soft Drinks').flatMap((c) => c.items);
    for (const d of coffeeAndSodas) expect(d.abv, d.name).toBeNull();
    expect(drinkItems.some((d) => d.abv === 0)).toBe(true);
  });

  it('uses only allowed lowercase tags, allergens and photos', () => {
    for (const d of drinkItems) {
      expectCleanList(d.dietaryTags, DIETARY_TAGS, `${d.name} tags`);
      expectCleanList(d.allergens, ALLERGENS, `${d.name} allergens`);
      if (d.image != null) expect(DRINK_PHOTOS, d.name).toContain(d.image);
    }
  });

  it('prices every drink within its category band', () => {
    for (const c of demoDrinks) for (const d of c.items) expectInBand(d.price, DRINK_PRICE_BANDS[c.name], d.name);
  });
});

describe('demo offers', () => {
  it('has three offers: one for Friday and Saturday, one dated, one always on', () => {
    expect(demoOffers).toHaveLength(3);
    expect(demoOffers.filter((o) => o.daysOfWeek === 'FRI|SAT')).toHaveLength(1);
    const dated = demoOffers.filter((o) => o.validFromDaysFromToday != null && o.validToDaysFromToday != null);
    expect(dated).toHaveLength(1);
    for (const o of dated) expect(o.validFromDaysFromToday ?? 0).toBeLessThanOrEqual(o.validToDaysFromToday ?? 0);
    expect(
      demoOffers.some((o) => o.daysOfWeek === '' && o.validFromDaysFromToday == null && o.validToDaysFromToday == null),
    ).toBe(true);
    expect(demoOffers.map((o) => o.displayOrder)).toEqual([1, 2, 3]);
  });

  it('uses existing photos with a matching webp and alt text', () => {
    for (const o of demoOffers) {
      expect([...PHOTOS, ...DRINK_PHOTOS, ...INTERIOR_PHOTOS], o.title).toContain(o.imageUrl);
      expect(o.imageWebp, o.title).toBe(o.imageUrl.replace(/\.jpg$/, '.webp'));
      expect(o.alt?.length ?? 0, o.title).toBeGreaterThan(10);
      expect(o.active, o.title).toBe(true);
    }
  });

  it('leaves the CTAs empty on exactly one offer so the defaults are exercised', () => {
    const ctas = (o: (typeof demoOffers)[number]) =>
      [o.ctaPrimaryLabel, o.ctaPrimaryTo, o.ctaSecondaryLabel, o.ctaSecondaryTo];
    expect(demoOffers.filter((o) => ctas(o).every((v) => v === null))).toHaveLength(1);
    for (const o of demoOffers) {
      for (const to of [o.ctaPrimaryTo, o.ctaSecondaryTo]) {
        if (to !== null) expect(to, o.title).toMatch(/^\/(menu|drinks|reservations)(#[a-z0-9-]+)?$/);
      }
    }
  });
});

describe('demo highlights', () => {
  it('schedules 3 or 4 highlights for each of the next seven days', () => {
    expect(demoHighlightDays.map((d) => d.daysFromToday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const { daysFromToday: day, dishes } of demoHighlightDays) {
      expect(dishes.length, `day ${day}`).toBeGreaterThanOrEqual(3);
      expect(dishes.length, `day ${day}`).toBeLessThanOrEqual(4);
      expect(new Set(dishes.map((h) => h.name)).size, `day ${day}`).toBe(dishes.length);
    }
    expect(demoHighlightDays.some((d) => d.dishes.some((h) => h.tagOverride))).toBe(true);
  });

  it('points only at available menu items that have a photo', () => {
    for (const h of demoHighlightDays.flatMap((d) => d.dishes)) {
      const item = menuByName.get(h.name);
      expect(item, h.name).toBeDefined();
      expect(item?.available, h.name).not.toBe(false);
      expect(item?.image, h.name).toBeTruthy();
    }
  });
});
