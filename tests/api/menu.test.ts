// GET /api/menu/full: the public food menu as integrations receive it.
import { beforeEach, describe, expect, it } from 'vitest';
import { createMenuCategory, createMenuItem, useTestDb, wipeContent } from '../factories';
import { api } from './http';

const db = useTestDb();

interface WireMenu {
  currency: string;
  categories: { name: string; slug: string; items: Record<string, unknown>[] }[];
}

async function getMenu() {
  const res = await api<WireMenu>('/api/menu/full');
  expect(res.status).toBe(200);
  expect(res.contentType).toMatch(/^application\/json/);
  return res.body;
}

describe('GET /api/menu/full', () => {
  beforeEach(async () => {
    await wipeContent(db);
  });

  it('answers the envelope { currency: "USD", categories: [] } for an empty menu', async () => {
    expect(await getMenu()).toEqual({ currency: 'USD', categories: [] });
  });

  it('sends each item with exactly the contract keys and JSON types (price 12.5 as a number)', async () => {
    const em = db.em();
    const category = await createMenuCategory(em, { name: 'Meat Tapas', slug: 'meat-tapas-wire' });
    const item = await createMenuItem(em, {
      category,
      name: 'Chorizo al Vino',
      description: 'Chorizo simmered in red wine.',
      price: 12.5,
      dietaryTags: 'gluten-free|dairy-free',
      allergens: 'sulphites',
      spicyLevel: 2,
      halal: true,
      featured: true,
      image: '/images/menu/chorizo.jpg',
      displayOrder: 2,
    });

    const menu = await getMenu();
    expect(Object.keys(menu).sort()).toEqual(['categories', 'currency']);
    expect(menu.currency).toBe('USD');
    expect(menu.categories).toHaveLength(1);
    const [wireCategory] = menu.categories;
    expect(Object.keys(wireCategory!).sort()).toEqual(['items', 'name', 'slug']);
    expect(wireCategory).toMatchObject({ name: 'Meat Tapas', slug: 'meat-tapas-wire' });

    const wireItem = wireCategory!.items[0]!;
    expect(Object.keys(wireItem).sort()).toEqual(
      ['allergens', 'available', 'description', 'dietary_tags', 'featured', 'halal', 'id', 'image', 'name', 'order', 'price', 'spicy_level'].sort(),
    );
    expect(wireItem).toStrictEqual({
      id: item.id,
      name: 'Chorizo al Vino',
      description: 'Chorizo simmered in red wine.',
      price: 12.5,
      dietary_tags: 'gluten-free|dairy-free',
      allergens: 'sulphites',
      spicy_level: 2,
      halal: true,
      available: true,
      featured: true,
      image: '/images/menu/chorizo.jpg',
      order: 2,
    });
  });

  it('sends prices as JSON numbers with their cents, and whole prices without a fraction', async () => {
    const em = db.em();
    const category = await createMenuCategory(em);
    const a = await createMenuItem(em, { category, price: 14, displayOrder: 1 });
    const b = await createMenuItem(em, { category, price: 8.95, displayOrder: 2 });
    const c = await createMenuItem(em, { category, price: 0, displayOrder: 3 });

    const items = (await getMenu()).categories[0]!.items;
    expect(items.map((i) => [i.id, i.price])).toEqual([
      [a.id, 14],
      [b.id, 8.95],
      [c.id, 0],
    ]);
    // Numbers, not strings such as "14.00".
    expect(/"price":14[,}]/.test(JSON.stringify(items[0]))).toBe(true);
  });

  it('sends a missing description and image as null, and false flags as false', async () => {
    const em = db.em();
    const item = await createMenuItem(em, { description: null, image: null, halal: false, featured: false, dietaryTags: '', allergens: '', spicyLevel: 0 });
    const wireItem = (await getMenu()).categories[0]!.items[0]!;
    expect(wireItem).toMatchObject({ id: item.id, description: null, image: null, halal: false, featured: false, dietary_tags: '', allergens: '', spicy_level: 0 });
    expect(wireItem.description).toBeNull();
    expect(wireItem.image).toBeNull();
  });

  it('lists only available items', async () => {
    const em = db.em();
    const category = await createMenuCategory(em);
    const shown = await createMenuItem(em, { category, available: true });
    const hidden = await createMenuItem(em, { category, available: false });

    const items = (await getMenu()).categories[0]!.items;
    expect(items.map((i) => i.id)).toEqual([shown.id]);
    expect(items.map((i) => i.id)).not.toContain(hidden.id);
    expect(items.every((i) => i.available === true)).toBe(true);
  });

  it('lists categories in their display order, not in creation order', async () => {
    const em = db.em();
    const third = await createMenuCategory(em, { displayOrder: 30 });
    const first = await createMenuCategory(em, { displayOrder: 10 });
    const second = await createMenuCategory(em, { displayOrder: 20 });
    for (const category of [third, first, second]) await createMenuItem(em, { category });

    const menu = await getMenu();
    expect(menu.categories.map((c) => c.slug)).toEqual([first.slug, second.slug, third.slug]);
    expect(menu.categories.map((c) => c.name)).toEqual([first.name, second.name, third.name]);
  });

  it('leaves out categories with no items and categories whose items are all unavailable', async () => {
    const em = db.em();
    const withItems = await createMenuCategory(em, { displayOrder: 1 });
    const empty = await createMenuCategory(em, { displayOrder: 2 });
    const soldOut = await createMenuCategory(em, { displayOrder: 3 });
    await createMenuItem(em, { category: withItems });
    await createMenuItem(em, { category: soldOut, available: false });
    await createMenuItem(em, { category: soldOut, available: false });

    const slugs = (await getMenu()).categories.map((c) => c.slug);
    expect(slugs).toEqual([withItems.slug]);
    expect(slugs).not.toContain(empty.slug);
    expect(slugs).not.toContain(soldOut.slug);
  });

  it('orders items by order (null counts as 999), then by id', async () => {
    const em = db.em();
    const category = await createMenuCategory(em);
    const nullOrder = await createMenuItem(em, { category, displayOrder: null, name: 'null order (999), older' });
    const five = await createMenuItem(em, { category, displayOrder: 5, name: 'order 5, older' });
    const nineNineNine = await createMenuItem(em, { category, displayOrder: 999, name: 'order 999, newer' });
    const thousand = await createMenuItem(em, { category, displayOrder: 1000, name: 'order 1000' });
    const fiveAgain = await createMenuItem(em, { category, displayOrder: 5, name: 'order 5, newer' });
    const zero = await createMenuItem(em, { category, displayOrder: 0, name: 'order 0' });

    const items = (await getMenu()).categories[0]!.items;
    expect(items.map((i) => i.name)).toEqual([zero.name, five.name, fiveAgain.name, nullOrder.name, nineNineNine.name, thousand.name]);
    expect(items.map((i) => i.id)).toEqual([zero.id, five.id, fiveAgain.id, nullOrder.id, nineNineNine.id, thousand.id]);
    // The null order still travels as a number (999) or null, never as something else.
    const nullItem = items.find((i) => i.id === nullOrder.id)!;
    expect(nullItem.order === 999 || nullItem.order === null).toBe(true);
  });

  it('keeps each item under its own category', async () => {
    const em = db.em();
    const tapas = await createMenuCategory(em, { displayOrder: 1 });
    const desserts = await createMenuCategory(em, { displayOrder: 2 });
    const gambas = await createMenuItem(em, { category: tapas });
    const flan = await createMenuItem(em, { category: desserts });
    const tortilla = await createMenuItem(em, { category: tapas });

    const menu = await getMenu();
    expect(menu.categories.map((c) => [c.slug, c.items.map((i) => i.id)])).toEqual([
      [tapas.slug, [gambas.id, tortilla.id]],
      [desserts.slug, [flan.id]],
    ]);
  });
});
