// /api/admin/menu and /api/admin/drinks (API.md "Menu", "Drinks"): the same calls for both kinds.
import { beforeAll, describe, expect, it } from 'vitest';
import { DrinkItem } from '../../server/features/drinks/drink-item.entity';
import { DrinkCategory } from '../../server/features/drinks/drink-category.entity';
import { ScheduledHighlight } from '../../server/features/menu/highlights/scheduled-highlight.entity';
import { MenuCategory } from '../../server/features/menu/menu-category.entity';
import { MenuItem } from '../../server/features/menu/menu-item.entity';
import { createDrinkCategory, createDrinkItem, createMenuCategory, createMenuItem, createScheduledHighlight, uniqueName, useTestDb } from '../factories';
import { api, expectErrorShape } from './http';
import { adminApi } from './staff';

const db = useTestDb();

const kinds = [
  {
    name: 'menu',
    label: 'Menu item',
    itemEntity: MenuItem,
    categoryEntity: MenuCategory,
    createCategory: createMenuCategory,
    createItem: createMenuItem as (em: ReturnType<typeof db.em>, overrides: Record<string, unknown>) => Promise<{ id: number; name: string }>,
    valid: (category: string) => ({ category, name: 'Croquetas de Jamón', description: 'Creamy, crisp.', price: '$9.50', dietaryTags: 'Gluten-Free|', allergens: ['Dairy', 'gluten', 'dairy'], spicyLevel: 2, halal: false, displayOrder: 3, image: '/uploads/abc-1600.jpg', imageWebp: '/uploads/abc-1600.webp' }),
    outOfRange: { spicyLevel: 4 },
    outOfRangeField: 'spicyLevel',
  },
  {
    name: 'drinks',
    label: 'Drink',
    itemEntity: DrinkItem,
    categoryEntity: DrinkCategory,
    createCategory: createDrinkCategory as unknown as typeof createMenuCategory,
    createItem: createDrinkItem as unknown as (em: ReturnType<typeof db.em>, overrides: Record<string, unknown>) => Promise<{ id: number; name: string }>,
    valid: (category: string) => ({ category, name: 'Albariño Pazo', description: 'Saline, bright.', price: 13, abv: '12.5', size: '5 oz', region: 'Rías Baixas', grape: 'Albariño', vintage: 2022, dietaryTags: ['vegan'], allergens: 'sulphites', displayOrder: null }),
    outOfRange: { abv: 101 },
    outOfRangeField: 'abv',
  },
] as const;

describe.each(kinds)('/api/admin/$name', (kind) => {
  const base = `/api/admin/${kind.name}`;
  let slug: string;
  let categoryId: number;

  beforeAll(async () => {
    const category = await kind.createCategory(db.em(), { name: uniqueName('Cat').name, slug: uniqueName('cat').slug, displayOrder: 5 });
    slug = category.slug;
    categoryId = category.id;
  });

  it('creates (201 + Location), reads, replaces, toggles and deletes an item', async () => {
    const created = await adminApi(base, { json: kind.valid(slug) });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${base}/${created.body.id}`);
    expect(created.body).toMatchObject({ category: slug, price: kind.name === 'menu' ? 9.5 : 13, dietaryTags: kind.name === 'menu' ? 'gluten-free' : 'vegan', available: true, featured: false });
    if (kind.name === 'menu') expect(created.body).toMatchObject({ allergens: 'dairy|gluten', spicyLevel: 2, halal: false, menuHighlight: false, menuHighlightTag: null, displayOrder: 3 });
    else expect(created.body).toMatchObject({ abv: 12.5, vintage: '2022', region: 'Rías Baixas', displayOrder: null });
    const id = created.body.id as number;

    expect((await adminApi(`${base}/${id}`)).body).toEqual(created.body);

    const replaced = await adminApi(`${base}/${id}`, { method: 'PUT', json: { category: slug, name: '  Renamed  ', price: 0 } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id, name: 'Renamed', price: 0, description: null, dietaryTags: '', allergens: '', image: null, displayOrder: null });

    expect((await adminApi(`${base}/${id}/availability?value=false`, { method: 'PATCH' })).status).toBe(204);
    expect((await adminApi(`${base}/${id}/featured?value=true`, { method: 'PATCH' })).status).toBe(204);
    expect((await adminApi(`${base}/${id}`)).body).toMatchObject({ available: false, featured: true });

    expect((await adminApi(`${base}/${id}`, { method: 'DELETE' })).status).toBe(204);
    expectErrorShape(await adminApi(`${base}/${id}`), 404, 'NOT_FOUND');
    expectErrorShape(await adminApi(`${base}/${id}`, { method: 'DELETE' }), 404, 'NOT_FOUND');
  });

  it('answers 404 for ids that are not digits or not there', async () => {
    for (const bad of ['abc', '12abc', '1.5', '-1', '0', '99999999']) {
      expectErrorShape(await adminApi(`${base}/${bad}`), 404, 'NOT_FOUND');
      expectErrorShape(await adminApi(`${base}/${bad}/featured?value=true`, { method: 'PATCH' }), 404, 'NOT_FOUND');
    }
  });

  it('refuses bad input with a 400 naming each field, and writes nothing', async () => {
    const before = await db.em().count(kind.itemEntity as never);
    const bad: [Record<string, unknown>, string][] = [
      [{ ...kind.valid(slug), name: '   ' }, 'name'],
      [{ ...kind.valid(slug), name: 42 }, 'name'],
      [{ ...kind.valid(slug), price: 'free' }, 'price'],
      [{ ...kind.valid(slug), price: -3 }, 'price'],
      [{ ...kind.valid(slug), price: undefined }, 'price'],
      [{ ...kind.valid(slug), displayOrder: -1 }, 'displayOrder'],
      [{ ...kind.valid(slug), displayOrder: 1.5 }, 'displayOrder'],
      [{ ...kind.valid(slug), ...kind.outOfRange }, kind.outOfRangeField],
      [{ ...kind.valid(slug), category: 'no-such-category' }, 'category'],
      [{ ...kind.valid(slug), category: undefined }, 'category'],
      [{ ...kind.valid(slug), available: 'maybe' }, 'available'],
      [{ ...kind.valid(slug), description: 'x'.repeat(2001) }, 'description'],
      [{ ...kind.valid(slug), image: 'javascript:alert(1)' }, 'image'],
      [{ ...kind.valid(slug), dietaryTags: 7 }, 'dietaryTags'],
    ];
    for (const [body, field] of bad) {
      const response = await adminApi(base, { json: body });
      expectErrorShape(response, 400, 'VALIDATION_FAILED');
      expect(Object.keys(response.body.fields), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expectErrorShape(await adminApi(base, { json: [1, 2] }), 400, 'VALIDATION_FAILED');
    expect(await db.em().count(kind.itemEntity as never)).toBe(before);

    const existing = await kind.createItem(db.em(), { category: await db.em().findOneOrFail(kind.categoryEntity as never, { id: categoryId }) });
    const put = await adminApi(`${base}/${existing.id}`, { method: 'PUT', json: { ...kind.valid(slug), ...kind.outOfRange } });
    expectErrorShape(put, 400, 'VALIDATION_FAILED');
    expect((await adminApi(`${base}/${existing.id}`)).body.name).toBe(existing.name);
    expectErrorShape(await adminApi(`${base}/${existing.id}/availability?value=perhaps`, { method: 'PATCH' }), 400, 'VALIDATION_FAILED');
    expectErrorShape(await adminApi(`${base}/${existing.id}/availability`, { method: 'PATCH' }), 400, 'VALIDATION_FAILED');
  });

  it('pages and searches over the whole table, by category, accent- and case-insensitively', async () => {
    const category = await kind.createCategory(db.em(), { name: uniqueName('Paged').name, slug: uniqueName('paged').slug });
    const tag = uniqueName('zq').slug.replace(/-/g, '');
    for (let i = 0; i < 23; i += 1) await kind.createItem(db.em(), { category, name: `${tag} plain ${i}`, displayOrder: i });
    const needle = await kind.createItem(db.em(), { category, name: `Pimientos de Padrón ${tag}`, displayOrder: 500 });

    const page0 = await adminApi(`${base}?category=${category.slug}&size=10`);
    expect(page0.body).toMatchObject({ totalElements: 24, totalPages: 3, number: 0, size: 10 });
    expect(page0.body.content).toHaveLength(10);
    const page2 = await adminApi(`${base}?category=${category.slug}&size=10&page=2`);
    expect(page2.body.content.map((item: { id: number }) => item.id).at(-1)).toBe(needle.id);
    const beyond = await adminApi(`${base}?category=${category.slug}&size=10&page=9`);
    expect(beyond.body).toMatchObject({ content: [], totalElements: 24, number: 9 });

    const found = await adminApi(`${base}?q=${encodeURIComponent(`PADRON ${tag}`)}&size=10`);
    expect(found.body.totalElements).toBe(1);
    expect(found.body.content[0].id).toBe(needle.id);

    const defaults = await adminApi(`${base}?category=${category.slug}`);
    expect(defaults.body).toMatchObject({ number: 0, size: 20, totalPages: 2 });

    expectErrorShape(await adminApi(`${base}?category=nope-${tag}`), 400, 'VALIDATION_FAILED');
    for (const query of ['size=0', 'size=101', 'size=ten', 'page=-1', 'page=1.5']) {
      const response = await adminApi(`${base}?${query}`);
      expectErrorShape(response, 400, 'VALIDATION_FAILED');
      expect(Object.keys(response.body.fields)).toEqual([query.split('=')[0]]);
    }
  });

  it('changes only the price in place (PATCH …/price) with the price rules, naming price, and the log says from what to what', async () => {
    const item = await kind.createItem(db.em(), { category: await db.em().findOneOrFail(kind.categoryEntity as never, { id: categoryId }), name: `Priced ${uniqueName('p').slug}`, price: 11, description: 'Kept as it was.' });
    const changed = await adminApi(`${base}/${item.id}/price`, { method: 'PATCH', json: { price: '$12.50' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: item.id, price: 12.5, description: 'Kept as it was.', name: item.name });
    expect((await adminApi(`${base}/${item.id}`)).body.price).toBe(12.5);
    for (const price of ['12,50', '1e3', '-3', '1.2.3', '', null]) {
      const refused = await adminApi(`${base}/${item.id}/price`, { method: 'PATCH', json: { price } });
      expectErrorShape(refused, 400, 'VALIDATION_FAILED');
      expect(Object.keys(refused.body.fields)).toEqual(['price']);
    }
    expect((await adminApi(`${base}/${item.id}`)).body.price).toBe(12.5);
    expectErrorShape(await adminApi(`${base}/999999999/price`, { method: 'PATCH', json: { price: 3 } }), 404, 'NOT_FOUND');
    const log = await adminApi(`/api/admin/activity?entity=${kind.name === 'menu' ? 'dish' : 'drink'}&size=5`);
    expect(log.body.content.map((entry: { summary: string }) => entry.summary)).toContain(`Changed the price of "${item.name}" from $11.00 to $12.50`);
  });

  it('lists every item grouped by category as guests read it (tRPC admin.<kind>.groups), searched across categories', async () => {
    const tag = uniqueName('gq').slug.replace(/-/g, '');
    const em = db.em();
    const second = await kind.createCategory(em, { name: `Second ${tag}`, slug: `second-${tag}`, displayOrder: 900_001 });
    const first = await kind.createCategory(em, { name: `First ${tag}`, slug: `first-${tag}`, displayOrder: 900_000 });
    const late = await kind.createItem(em, { category: first, name: `${tag} late`, displayOrder: 2 });
    const early = await kind.createItem(em, { category: first, name: `${tag} early`, displayOrder: 1 });
    const starred = await kind.createItem(em, { category: first, name: `${tag} starred`, displayOrder: 9, featured: true });
    const off = await kind.createItem(em, { category: second, name: `${tag} off`, available: false });
    const groups = async (input: Record<string, unknown>) => {
      const response = await adminApi(`/trpc/admin.${kind.name}.groups?input=${encodeURIComponent(JSON.stringify(input))}`);
      expect(response.status).toBe(200);
      return response.body.result.data as { slug: string; name: string; items: { id: number }[] }[];
    };
    const found = await groups({ q: tag });
    // Featured first, then by order; an unavailable item is listed (in its place); categories in their order.
    expect(found.map((group) => [group.slug, group.items.map((entry) => entry.id)])).toEqual([
      [first.slug, [starred.id, early.id, late.id]],
      [second.slug, [off.id]],
    ]);
    expect((await groups({ q: tag, category: second.slug })).map((group) => group.slug)).toEqual([second.slug]);
    const all = await groups({});
    expect(all.flatMap((group) => group.items).length).toBeGreaterThanOrEqual(4);
    expect(all.findIndex((group) => group.slug === first.slug)).toBeLessThan(all.findIndex((group) => group.slug === second.slug));
    expect((await adminApi(`/trpc/admin.${kind.name}.groups?input=${encodeURIComponent(JSON.stringify({ category: `nope-${tag}` }))}`)).status).toBe(400);
  });

  it('manages categories: list with counts, create with a derived slug, rename, reorder, 409 while it has items', async () => {
    const name = `Vinos de la Casa ${uniqueName('x').slug}`;
    const created = await adminApi(`${base}/categories`, { json: { name } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, itemCount: 0 });
    expect(created.body.slug).toMatch(/^vinos-de-la-casa-/);
    const id = created.body.id as number;

    expectErrorShape(await adminApi(`${base}/categories`, { json: { name: `${name}!` } }), 409, 'CONFLICT');
    expectErrorShape(await adminApi(`${base}/categories`, { json: { name: '' } }), 400, 'VALIDATION_FAILED');
    expectErrorShape(await adminApi(`${base}/categories`, { json: { name: 'Ok', displayOrder: -2 } }), 400, 'VALIDATION_FAILED');

    const renamed = await adminApi(`${base}/categories/${id}`, { method: 'PUT', json: { name: `Ñoño ${name}`, displayOrder: 0 } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id, displayOrder: 0 });
    expect(renamed.body.slug).toMatch(/^nono-vinos-de-la-casa-/);

    await kind.createItem(db.em(), { category: await db.em().findOneOrFail(kind.categoryEntity as never, { id }) });
    const list = await adminApi(`${base}/categories`);
    expect(list.body.find((c: { id: number }) => c.id === id)).toMatchObject({ itemCount: 1 });
    expect(list.body.map((c: { displayOrder: number }) => c.displayOrder)).toEqual([...list.body.map((c: { displayOrder: number }) => c.displayOrder)].sort((a, b) => a - b));

    const refused = await adminApi(`${base}/categories/${id}`, { method: 'DELETE' });
    expectErrorShape(refused, 409, 'CONFLICT');
    expect(refused.body.message).toMatch(/still has 1 item: move or delete it first\.$/);

    const empty = await adminApi(`${base}/categories`, { json: { name: uniqueName('Empty').name } });
    expect((await adminApi(`${base}/categories/${empty.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expectErrorShape(await adminApi(`${base}/categories/${empty.body.id}`, { method: 'DELETE' }), 404, 'NOT_FOUND');
    expectErrorShape(await adminApi(`${base}/categories/abc`, { method: 'PUT', json: { name: 'x' } }), 404, 'NOT_FOUND');
  });

  it('is what the next public read shows (no stale cache)', async () => {
    const created = await adminApi(base, { json: { ...kind.valid(slug), name: `Fresh ${uniqueName('f').slug}` } });
    const publicPath = `/api/${kind.name}/full`;
    const names = async () => (await api(publicPath)).body.categories.flatMap((c: { items: { name: string }[] }) => c.items.map((i) => i.name));
    expect(await names()).toContain(created.body.name);
    await adminApi(`${base}/${created.body.id}/availability?value=false`, { method: 'PATCH' });
    expect(await names()).not.toContain(created.body.name);
    await adminApi(`${base}/${created.body.id}/availability?value=true`, { method: 'PATCH' });
    await adminApi(`${base}/${created.body.id}`, { method: 'PUT', json: { ...kind.valid(slug), name: `${created.body.name} II` } });
    expect(await names()).toContain(`${created.body.name} II`);
    await adminApi(`${base}/${created.body.id}`, { method: 'DELETE' });
    expect(await names()).not.toContain(`${created.body.name} II`);
  });
});

describe('/api/admin/menu only', () => {
  it('sets and clears the standing-highlight flag and its tag', async () => {
    const dish = await createMenuItem(db.em(), { menuHighlightTag: 'Old' });
    expect((await adminApi(`/api/admin/menu/${dish.id}/highlight?value=true&tag=${encodeURIComponent(' Chef’s pick ')}`, { method: 'PATCH' })).status).toBe(204);
    expect((await adminApi(`/api/admin/menu/${dish.id}`)).body).toMatchObject({ menuHighlight: true, menuHighlightTag: 'Chef’s pick' });
    expect((await adminApi(`/api/admin/menu/${dish.id}/highlight?value=false`, { method: 'PATCH' })).status).toBe(204);
    expect((await adminApi(`/api/admin/menu/${dish.id}`)).body).toMatchObject({ menuHighlight: false, menuHighlightTag: 'Chef’s pick' });
    expectErrorShape(await adminApi(`/api/admin/menu/${dish.id}/highlight?value=yes`, { method: 'PATCH' }), 400, 'VALIDATION_FAILED');
    expectErrorShape(await adminApi(`/api/admin/menu/${dish.id}/highlight?value=true&tag=${'x'.repeat(61)}`, { method: 'PATCH' }), 400, 'VALIDATION_FAILED');
    expectErrorShape(await adminApi('/api/admin/menu/abc/highlight?value=true', { method: 'PATCH' }), 404, 'NOT_FOUND');
  });

  it("a new tag drops the Spanish of the old one (it said the old tag), and keeps the dish's other Spanish", async () => {
    const dish = await createMenuItem(db.em(), { menuHighlightTag: 'For two' });
    const body = { ...(await adminApi(`/api/admin/menu/${dish.id}`)).body as Record<string, unknown>, translations: { es: { description: 'Con ajo', menuHighlightTag: 'Para dos' } } };
    expect((await adminApi(`/api/admin/menu/${dish.id}`, { method: 'PUT', json: body })).status).toBe(200);
    expect((await adminApi(`/api/admin/menu/${dish.id}/highlight?value=true&tag=${encodeURIComponent('For two')}`, { method: 'PATCH' })).status).toBe(204);
    expect((await adminApi(`/api/admin/menu/${dish.id}`)).body).toMatchObject({ translations: { es: { description: 'Con ajo', menuHighlightTag: 'Para dos' } } });
    expect((await adminApi(`/api/admin/menu/${dish.id}/highlight?value=true&tag=New`, { method: 'PATCH' })).status).toBe(204);
    const after = (await adminApi(`/api/admin/menu/${dish.id}`)).body as { menuHighlightTag: string; translations: unknown };
    expect([after.menuHighlightTag, after.translations]).toEqual(['New', { es: { description: 'Con ajo' } }]);
  });

  it('deleting a dish takes its scheduled highlights along', async () => {
    const dish = await createMenuItem(db.em(), {});
    await createScheduledHighlight(db.em(), { item: dish, date: '2031-01-05' });
    await createScheduledHighlight(db.em(), { item: dish, date: '2031-01-06' });
    expect((await adminApi(`/api/admin/menu/${dish.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await db.em().count(ScheduledHighlight, { item: dish.id })).toBe(0);
  });

  it('refuses a spicy level outside 0–3 on replace too, naming it', async () => {
    const dish = await createMenuItem(db.em(), {});
    const response = await adminApi(`/api/admin/menu/${dish.id}`, { method: 'PUT', json: { category: dish.category.slug, name: 'x', price: 1, spicyLevel: -1 } });
    expectErrorShape(response, 400, 'VALIDATION_FAILED');
    expect(response.body.fields).toEqual({ spicyLevel: 'Spicy level must be a whole number from 0 to 3.' });
  });
});
