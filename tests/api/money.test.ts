// API.md "Money on pages": a price is never rounded ("$14", "$19.50") on every page, card and print page, and
// JSON keeps the exact number. API.md "Menu": a price typed as text is read strictly.
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DrinkItem } from '../../server/features/drinks/drink-item.entity';
import { MenuItem } from '../../server/features/menu/menu-item.entity';
import { createDrinkCategory, createDrinkItem, createMenuCategory, createMenuItem, uniqueName, useTestDb } from '../factories';
import { barToday } from './dates';
import { api, expectErrorShape } from './http';
import { adminApi, staffToken } from './staff';

const db = useTestDb();

type Node = Record<string, unknown>;

function jsonLdMenu(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Node);
  const menu = blocks.find((node) => node['@type'] === 'Menu');
  return (menu?.hasMenuSection as { hasMenuItem: Node[] }[]).flatMap((section) => section.hasMenuItem);
}

/** The text of the element that follows the item's name up to its price: enough to pair a name with its price. */
function priceNear(html: string, name: string): string | undefined {
  const at = html.indexOf(name);
  if (at < 0) return undefined;
  return /\$[\d,]+(?:\.\d+)?/.exec(html.slice(at))?.[0];
}

describe('prices on the pages are never rounded', () => {
  const dish = 'Gambas Money Test';
  const wholeDish = 'Bravas Money Test';
  const drink = 'Vermut Money Test';

  beforeAll(async () => {
    await createMenuItem(db.em(), { name: dish, price: 19.5 });
    await createMenuItem(db.em(), { name: wholeDish, price: 14 });
    await createDrinkItem(db.em(), { name: drink, price: 8.05 });
  });

  it('/menu shows $19.50 and $14, and its JSON-LD keeps the exact numbers', async () => {
    const res = await api('/menu');
    expect(res.status).toBe(200);
    expect(priceNear(res.text, dish)).toBe('$19.50');
    expect(priceNear(res.text, wholeDish)).toBe('$14');
    const items = jsonLdMenu(res.text);
    expect(items.find((item) => item.name === dish)).toMatchObject({ offers: { price: 19.5 } });
    expect(items.find((item) => item.name === wholeDish)).toMatchObject({ offers: { price: 14 } });
  });

  it('/drinks shows $8.05 and its JSON-LD 8.05', async () => {
    const res = await api('/drinks');
    expect(priceNear(res.text, drink)).toBe('$8.05');
    expect(jsonLdMenu(res.text).find((item) => item.name === drink)).toMatchObject({ offers: { price: 8.05 } });
  });

  it('the printed menu and drinks list show the cents too', async () => {
    const menu = await api('/menu/print');
    expect(priceNear(menu.text, dish)).toBe('$19.50');
    expect(priceNear(menu.text, wholeDish)).toBe('$14');
    expect(priceNear((await api('/drinks/print')).text, drink)).toBe('$8.05');
  });

  it('the home page highlights write the same text as the menu ("$16.50", "$14"), the wire keeps "$16.50"/"$14.00"', async () => {
    const ajillo = await createMenuItem(db.em(), { name: 'Ajillo Highlight Money', price: 16.5 });
    const croqueta = await createMenuItem(db.em(), { name: 'Croqueta Highlight Money', price: 14 });
    // Today's plan, at its head: the standing highlights other test files flag could crowd out a fallback.
    const date = barToday();
    const planned = [
      await adminApi('/api/admin/highlights', { json: { date, itemId: ajillo.id, position: 0 } }),
      await adminApi('/api/admin/highlights', { json: { date, itemId: croqueta.id, position: 0 } }),
    ].map((res) => (res.body as { id: number }).id);
    onTestFinished(async () => {
      for (const id of planned) await adminApi(`/api/admin/highlights/${id}`, { method: 'DELETE' });
    });
    const home = await api('/');
    expect(priceNear(home.text, 'Ajillo Highlight Money')).toBe('$16.50');
    expect(priceNear(home.text, 'Croqueta Highlight Money')).toBe('$14');
    const menu = await api('/menu');
    expect(priceNear(menu.text, 'Ajillo Highlight Money')).toBe('$16.50');
    expect(priceNear(menu.text, 'Croqueta Highlight Money')).toBe('$14');
    const cards = (await api('/api/highlights')).body as { name: string; priceFormatted: string }[];
    expect(cards.find((card) => card.name === 'Croqueta Highlight Money')?.priceFormatted).toBe('$14.00');
  });

  it('the JSON keeps the exact number', async () => {
    const full = await api('/api/menu/full');
    const items = (full.body.categories as { items: { name: string; price: number }[] }[]).flatMap((category) => category.items);
    expect(items.find((item) => item.name === dish)?.price).toBe(19.5);
  });
});

const kinds = [
  { name: 'menu', entity: MenuItem, createCategory: createMenuCategory, createItem: createMenuItem as (em: ReturnType<typeof db.em>, overrides: Record<string, unknown>) => Promise<{ id: number; price: number }> },
  {
    name: 'drinks',
    entity: DrinkItem,
    createCategory: createDrinkCategory as unknown as typeof createMenuCategory,
    createItem: createDrinkItem as unknown as (em: ReturnType<typeof db.em>, overrides: Record<string, unknown>) => Promise<{ id: number; price: number }>,
  },
] as const;

const ACCEPTED: [unknown, number][] = [
  ['12.50', 12.5],
  ['$12.50', 12.5],
  ['12', 12],
  [' $19.5 ', 19.5],
  [7.25, 7.25],
];
const REFUSED = ['12,50', '1e3', '-3', '+3', '1.2.3', '12..50', 'twelve', '12 USD', 'USD 12', '$-3', '1,200'];

describe.each(kinds)('a price typed as text on /api/admin/$name', (kind) => {
  const base = `/api/admin/${kind.name}`;
  let slug: string;
  const body = (price: unknown) => ({ category: slug, name: uniqueName('Priced').name, price });
  const count = () => db.em().fork().count(kind.entity as never);

  beforeAll(async () => {
    slug = (await kind.createCategory(db.em(), { name: uniqueName('Money').name, slug: uniqueName('money').slug })).slug;
  });

  it.each(ACCEPTED)('accepts %j as %d on create and on update', async (price, stored) => {
    const created = await adminApi(base, { json: body(price) });
    expect(created.status).toBe(201);
    expect(created.body.price).toBe(stored);
    const item = await kind.createItem(db.em(), { price: 1 });
    const updated = await adminApi(`${base}/${item.id}`, { method: 'PUT', json: body(price) });
    expect(updated.status).toBe(200);
    expect(updated.body.price).toBe(stored);
  });

  it('refuses every other text with a 400 naming price, and writes nothing', async () => {
    const item = await kind.createItem(db.em(), { price: 4.5 });
    for (const price of REFUSED) {
      const before = await count();
      const created = await adminApi(base, { json: body(price) });
      expectErrorShape(created, 400, 'VALIDATION_FAILED');
      expect(Object.keys(created.body.fields), price).toEqual(['price']);
      expect(await count(), price).toBe(before);
      const updated = await adminApi(`${base}/${item.id}`, { method: 'PUT', json: body(price) });
      expectErrorShape(updated, 400, 'VALIDATION_FAILED');
      expect(Object.keys(updated.body.fields), price).toEqual(['price']);
      expect((await adminApi(`${base}/${item.id}`)).body.price, price).toBe(4.5);
    }
  });

  it('refuses it the same way over tRPC', async () => {
    const token = await staffToken();
    const before = await count();
    const res = await api(`/trpc/admin.${kind.name}.create`, { json: body('12,50'), token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.data.fields)).toEqual(['price']);
    expect(await count()).toBe(before);
  });
});
