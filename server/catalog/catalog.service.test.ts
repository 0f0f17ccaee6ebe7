// The shared catalog service, run over both kinds: what holds for dishes holds for drinks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDrinkCategory, createDrinkItem, createMenuCategory, createMenuItem, createScheduledHighlight } from '../../tests/factories';
import { drinkItemInput } from '../../shared/schemas/drinks';
import { menuItemInput } from '../../shared/schemas/menu';
import { createTestDb, fakeClock, staffCtx, type TestDb } from '../testing/test-db';
import { drinksCatalog } from '../features/drinks/drinks.catalog';
import { DrinkCategory } from '../features/drinks/drink-category.entity';
import { DrinkItem } from '../features/drinks/drink-item.entity';
import { ScheduledHighlight } from '../features/menu/highlights/scheduled-highlight.entity';
import { menuCatalog } from '../features/menu/menu.catalog';
import { MenuCategory } from '../features/menu/menu-category.entity';
import { MenuItem } from '../features/menu/menu-item.entity';
import type { AnyCatalogKind } from './catalog-kind';
import * as catalog from './catalog.service';

let db: TestDb;
const clock = fakeClock('2026-11-23T18:00:00Z');
const ctx = () => staffCtx(db.orm, clock);

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

interface KindCase {
  kind: AnyCatalogKind;
  label: string;
  createCategory: typeof createMenuCategory;
  createItem: (em: ReturnType<TestDb['orm']['em']['fork']>, overrides: Record<string, unknown>) => Promise<{ id: number }>;
  parse: (input: Record<string, unknown>) => unknown;
  wipe: () => Promise<void>;
}

const cases: KindCase[] = [
  {
    kind: menuCatalog,
    label: 'Menu item',
    createCategory: createMenuCategory,
    createItem: (em, overrides) => createMenuItem(em, overrides),
    parse: (input) => menuItemInput.parse(input),
    wipe: async () => {
      const em = db.orm.em.fork();
      await em.nativeDelete(ScheduledHighlight, {});
      await em.nativeDelete(MenuItem, {});
      await em.nativeDelete(MenuCategory, {});
    },
  },
  {
    kind: drinksCatalog,
    label: 'Drink',
    createCategory: createDrinkCategory as unknown as typeof createMenuCategory,
    createItem: (em, overrides) => createDrinkItem(em, overrides),
    parse: (input) => drinkItemInput.parse(input),
    wipe: async () => {
      const em = db.orm.em.fork();
      await em.nativeDelete(DrinkItem, {});
      await em.nativeDelete(DrinkCategory, {});
    },
  },
];

describe.each(cases)('catalog service: $kind.name', ({ kind, label, createCategory, createItem, parse, wipe }) => {
  beforeEach(wipe);

  it('pages items by display order (nulls last) then id, and searches the whole table accent- and case-insensitively', async () => {
    const em = db.orm.em.fork();
    const category = await createCategory(em, { name: 'Tapas' });
    for (let i = 0; i < 24; i += 1) await createItem(em, { category, name: `Plain ${i}`, description: 'Nothing special', displayOrder: i % 2 ? null : i });
    const needle = await createItem(em, { category, name: 'Jamón Ibérico de Bellota', displayOrder: null });

    const first = await catalog.listCatalogItems(ctx(), kind, { page: 0, size: 10, q: null });
    expect(first).toMatchObject({ totalElements: 25, totalPages: 3, number: 0, size: 10 });
    expect(first.content.map((item: { displayOrder: number | null }) => item.displayOrder)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
    const last = await catalog.listCatalogItems(ctx(), kind, { page: 2, size: 10, q: null });
    expect(last.content.at(-1)).toMatchObject({ id: needle.id });

    const found = await catalog.listCatalogItems(ctx(), kind, { page: 0, size: 10, q: '  JAMON iberico ' });
    expect(found).toMatchObject({ totalElements: 1, totalPages: 1 });
    expect(found.content[0]).toMatchObject({ id: needle.id, category: category.slug });
    expect((await catalog.listCatalogItems(ctx(), kind, { page: 0, size: 10, q: 'special' })).totalElements).toBe(24);
    expect((await catalog.listCatalogItems(ctx(), kind, { page: 0, size: 10, q: '%' })).totalElements).toBe(0); // literally: no item has a "%"
    expect((await catalog.listCatalogItems(ctx(), kind, { page: 0, size: 10, q: 'bellota plain' })).totalElements).toBe(0);
  });

  it('filters by category slug and refuses an unknown one, naming the field', async () => {
    const em = db.orm.em.fork();
    const a = await createCategory(em, { name: 'A' });
    const b = await createCategory(em, { name: 'B' });
    await createItem(em, { category: a });
    const inB = await createItem(em, { category: b });
    const page = await catalog.listCatalogItems(ctx(), kind, { page: 0, size: 20, q: null, category: b.slug });
    expect(page.content.map((item: { id: number }) => item.id)).toEqual([inB.id]);
    await expect(catalog.listCatalogItems(ctx(), kind, { page: 0, size: 20, q: null, category: 'nope' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { category: 'Unknown category "nope".' },
    });
  });

  it('creates, reads, replaces and deletes an item; the search text follows every change', async () => {
    const em = db.orm.em.fork();
    const tapas = await createCategory(em, { name: 'Tapas' });
    const wines = await createCategory(em, { name: 'Wines' });
    const created = await catalog.createCatalogItem(ctx(), kind, parse({ category: tapas.slug, name: ' Pulpo a la Gallega ', price: '$18.50', dietaryTags: ['Gluten-Free', 'gluten-free'] }));
    expect(created).toMatchObject({ name: 'Pulpo a la Gallega', price: 18.5, dietaryTags: 'gluten-free', available: true, featured: false, category: tapas.slug, displayOrder: null });
    expect(created.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await catalog.getCatalogItem(ctx(), kind, created.id)).toEqual(created);

    const replaced = await catalog.replaceCatalogItem(ctx(), kind, created.id, parse({ category: wines.slug, name: 'Percebes', price: 30 }));
    expect(replaced).toMatchObject({ id: created.id, name: 'Percebes', category: wines.slug, dietaryTags: '' });
    expect((await catalog.listCatalogItems(ctx(), kind, { page: 0, size: 5, q: 'pulpo' })).totalElements).toBe(0);
    expect((await catalog.listCatalogItems(ctx(), kind, { page: 0, size: 5, q: 'percebes' })).totalElements).toBe(1);

    await catalog.deleteCatalogItem(ctx(), kind, created.id);
    await expect(catalog.getCatalogItem(ctx(), kind, created.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: `${label} not found.` });
    await expect(catalog.deleteCatalogItem(ctx(), kind, created.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses an unknown category on create and replace, writing nothing', async () => {
    const em = db.orm.em.fork();
    const category = await createCategory(em, {});
    const item = await createItem(em, { category, name: 'Kept' });
    await expect(catalog.createCatalogItem(ctx(), kind, parse({ category: 'ghost', name: 'New', price: 1 }))).rejects.toMatchObject({ fields: { category: 'Unknown category "ghost".' } });
    await expect(catalog.replaceCatalogItem(ctx(), kind, item.id, parse({ category: 'ghost', name: 'Changed', price: 1 }))).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await db.orm.em.fork().count(kind.itemEntity)).toBe(1);
    expect(await catalog.getCatalogItem(ctx(), kind, item.id)).toMatchObject({ name: 'Kept' });
  });

  it('toggles availability and featured', async () => {
    const item = await createItem(db.orm.em.fork(), {});
    await catalog.setCatalogFlag(ctx(), kind, item.id, 'available', false);
    await catalog.setCatalogFlag(ctx(), kind, item.id, 'featured', true);
    expect(await catalog.getCatalogItem(ctx(), kind, item.id)).toMatchObject({ available: false, featured: true });
    await expect(catalog.setCatalogFlag(ctx(), kind, 999_999, 'available', true)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('manages categories: slug derived from the name, counts, rename, reorder, conflicts, delete only when empty', async () => {
    const tapas = await catalog.createCatalogCategory(ctx(), kind, { name: 'Tapas Calientes', slug: null });
    expect(tapas).toMatchObject({ name: 'Tapas Calientes', slug: 'tapas-calientes', itemCount: 0, displayOrder: 1 });
    const sweets = await catalog.createCatalogCategory(ctx(), kind, { name: 'Postres Caseros', slug: null });
    expect(sweets.displayOrder).toBe(2);
    const accents = await catalog.createCatalogCategory(ctx(), kind, { name: 'Vinos de Galicia', slug: ' Ribeiro & Albariño ', displayOrder: 0 });
    expect(accents).toMatchObject({ slug: 'ribeiro-albarino', displayOrder: 0 });

    await expect(catalog.createCatalogCategory(ctx(), kind, { name: 'Tapas calientes!', slug: null })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(catalog.createCatalogCategory(ctx(), kind, { name: '¡¿!', slug: null })).rejects.toMatchObject({ fields: { name: 'Name must contain a letter or a digit.' } });

    await createItem(db.orm.em.fork(), { category: await db.orm.em.fork().findOneOrFail(kind.categoryEntity, { id: tapas.id }) });
    const list = await catalog.listCatalogCategories(ctx(), kind);
    expect(list.map((c) => [c.slug, c.itemCount])).toEqual([
      ['ribeiro-albarino', 0],
      ['tapas-calientes', 1],
      ['postres-caseros', 0],
    ]);

    const renamed = await catalog.updateCatalogCategory(ctx(), kind, tapas.id, { name: 'Hot Tapas' });
    expect(renamed).toMatchObject({ name: 'Hot Tapas', slug: 'hot-tapas', itemCount: 1, displayOrder: 1 });
    const moved = await catalog.updateCatalogCategory(ctx(), kind, sweets.id, { displayOrder: 0 });
    expect(moved).toMatchObject({ name: 'Postres Caseros', slug: 'postres-caseros', displayOrder: 0 });
    await expect(catalog.updateCatalogCategory(ctx(), kind, sweets.id, { name: 'Hot tapas' })).rejects.toMatchObject({ code: 'CONFLICT' });

    await expect(catalog.deleteCatalogCategory(ctx(), kind, tapas.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The category "Hot Tapas" still has 1 item: move or delete it first.',
    });
    await catalog.deleteCatalogCategory(ctx(), kind, sweets.id);
    await expect(catalog.deleteCatalogCategory(ctx(), kind, sweets.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('menu only', () => {
  beforeEach(cases[0]!.wipe);

  it('deleting a dish takes its scheduled highlights along, and nothing else', async () => {
    const em = db.orm.em.fork();
    const dish = await createMenuItem(em, {});
    const other = await createMenuItem(em, {});
    await createScheduledHighlight(em, { item: dish, date: '2026-11-23' });
    await createScheduledHighlight(em, { item: dish, date: '2026-11-24' });
    await createScheduledHighlight(em, { item: other, date: '2026-11-23' });
    await catalog.deleteCatalogItem(ctx(), menuCatalog, dish.id);
    expect(await db.orm.em.fork().count(ScheduledHighlight, {})).toBe(1);
    expect(await db.orm.em.fork().count(MenuItem, {})).toBe(1);
  });
});

describe('drinks only', () => {
  beforeEach(cases[1]!.wipe);

  it("the search also reads a wine's region, grape and vintage (catalog-columns.ts: the kind's own searched columns)", async () => {
    const em = db.orm.em.fork();
    const wine = await createDrinkItem(em, { name: 'Viña Tondonia', description: 'Reserva', region: 'Rioja Alta', grape: 'Tempranillo', vintage: '2012' });
    await createDrinkItem(em, { name: 'Café con leche', description: null, region: null, grape: null, vintage: null });
    const search = async (q: string) => (await catalog.listCatalogItems(ctx(), drinksCatalog, { page: 0, size: 5, q })).content.map((item: { id: number }) => item.id);
    for (const q of ['rioja', 'tempranillo', '2012', 'tondonia', 'reserva']) expect(await search(q)).toEqual([wine.id]);
    wine.grape = 'Graciano';
    await em.flush();
    expect(await search('tempranillo')).toEqual([]);
    expect(await search('graciano')).toEqual([wine.id]);
  });
});
