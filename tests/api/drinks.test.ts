// GET /api/drinks/full: the drinks and wine list as integrations receive it.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDrinkCategory, createDrinkItem, useTestDb, wipeContent } from '../factories';
import { api } from './http';

const db = useTestDb();

interface WireDrinks {
  currency: string;
  categories: { name: string; slug: string; items: Record<string, unknown>[] }[];
}

async function getDrinks() {
  const res = await api<WireDrinks>('/api/drinks/full');
  expect(res.status).toBe(200);
  expect(res.contentType).toMatch(/^application\/json/);
  return res.body;
}

const DRINK_KEYS = ['abv', 'allergens', 'available', 'description', 'dietary_tags', 'featured', 'grape', 'id', 'image', 'name', 'order', 'price', 'region', 'size', 'vintage'].sort();

describe('GET /api/drinks/full', () => {
  beforeEach(async () => {
    await wipeContent(db);
  });

  it('answers the envelope { currency: "USD", categories: [] } for an empty list', async () => {
    expect(await getDrinks()).toEqual({ currency: 'USD', categories: [] });
  });

  it('sends a wine with exactly the contract keys and JSON types (abv and price as numbers)', async () => {
    const em = db.em();
    const category = await createDrinkCategory(em, { name: 'Wines by the Glass', slug: 'wines-by-the-glass-wire' });
    const wine = await createDrinkItem(em, {
      category,
      name: 'Marqués de Riscal Reserva',
      description: 'Cherry, vanilla and leather.',
      price: 12.5,
      abv: 14.5,
      size: '5 oz',
      region: 'Rioja',
      grape: 'Tempranillo',
      vintage: '2019',
      dietaryTags: 'vegan',
      allergens: 'sulphites',
      featured: true,
      image: '/images/drinks/riscal.jpg',
      displayOrder: 4,
    });

    const drinks = await getDrinks();
    expect(Object.keys(drinks).sort()).toEqual(['categories', 'currency']);
    expect(drinks.currency).toBe('USD');
    expect(Object.keys(drinks.categories[0]!).sort()).toEqual(['items', 'name', 'slug']);
    expect(drinks.categories[0]).toMatchObject({ name: 'Wines by the Glass', slug: 'wines-by-the-glass-wire' });

    const item = drinks.categories[0]!.items[0]!;
    expect(Object.keys(item).sort()).toEqual(DRINK_KEYS);
    expect(item).toMatchObject({
      id: wine.id,
      name: 'Marqués de Riscal Reserva',
      description: 'Cherry, vanilla and leather.',
      price: 12.5,
      abv: 14.5,
      size: '5 oz',
      region: 'Rioja',
      grape: 'Tempranillo',
      dietary_tags: 'vegan',
      allergens: 'sulphites',
      available: true,
      featured: true,
      image: '/images/drinks/riscal.jpg',
      order: 4,
    });
    expect(typeof item.price).toBe('number');
    expect(typeof item.abv).toBe('number');
    expect(String(item.vintage)).toBe('2019');
  });

  it('sends abv, size, region, grape, vintage, description and image as null when a drink has none', async () => {
    const em = db.em();
    const coffee = await createDrinkItem(em, {
      name: 'Café con Leche',
      price: 4,
      abv: null,
      size: null,
      region: null,
      grape: null,
      vintage: null,
      description: null,
      image: null,
      allergens: 'dairy',
    });

    const item = (await getDrinks()).categories[0]!.items[0]!;
    expect(Object.keys(item).sort()).toEqual(DRINK_KEYS);
    expect(item).toStrictEqual({
      id: coffee.id,
      name: 'Café con Leche',
      description: null,
      price: 4,
      image: null,
      available: true,
      featured: false,
      abv: null,
      size: null,
      region: null,
      grape: null,
      vintage: null,
      order: item.order,
      dietary_tags: '',
      allergens: 'dairy',
    });
  });

  it('keeps a fractional abv and price exact (4.5 % and 7.25)', async () => {
    const em = db.em();
    await createDrinkItem(em, { abv: 4.5, price: 7.25, size: '12 oz' });
    const item = (await getDrinks()).categories[0]!.items[0]!;
    expect(item.abv).toBe(4.5);
    expect(item.price).toBe(7.25);
    expect(item.size).toBe('12 oz');
  });

  it('lists only available drinks', async () => {
    const em = db.em();
    const category = await createDrinkCategory(em);
    const shown = await createDrinkItem(em, { category });
    await createDrinkItem(em, { category, available: false });

    const items = (await getDrinks()).categories[0]!.items;
    expect(items.map((i) => i.id)).toEqual([shown.id]);
    expect(items.every((i) => i.available === true)).toBe(true);
  });

  it('lists categories in their display order and leaves out those without an available drink', async () => {
    const em = db.em();
    const sherry = await createDrinkCategory(em, { displayOrder: 3 });
    const cocktails = await createDrinkCategory(em, { displayOrder: 1 });
    const empty = await createDrinkCategory(em, { displayOrder: 0 });
    const soldOut = await createDrinkCategory(em, { displayOrder: 2 });
    await createDrinkItem(em, { category: sherry });
    await createDrinkItem(em, { category: cocktails });
    await createDrinkItem(em, { category: soldOut, available: false });

    const slugs = (await getDrinks()).categories.map((c) => c.slug);
    expect(slugs).toEqual([cocktails.slug, sherry.slug]);
    expect(slugs).not.toContain(empty.slug);
    expect(slugs).not.toContain(soldOut.slug);
  });

  it('orders drinks by order (null counts as 999), then by id', async () => {
    const em = db.em();
    const category = await createDrinkCategory(em);
    const nullOrder = await createDrinkItem(em, { category, displayOrder: null });
    const two = await createDrinkItem(em, { category, displayOrder: 2 });
    const nineNineNine = await createDrinkItem(em, { category, displayOrder: 999 });
    const thousand = await createDrinkItem(em, { category, displayOrder: 1000 });
    const twoAgain = await createDrinkItem(em, { category, displayOrder: 2 });
    const one = await createDrinkItem(em, { category, displayOrder: 1 });

    const items = (await getDrinks()).categories[0]!.items;
    expect(items.map((i) => i.id)).toEqual([one.id, two.id, twoAgain.id, nullOrder.id, nineNineNine.id, thousand.id]);
  });
});
