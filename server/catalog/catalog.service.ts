// The staff's side of the menu and the drinks list: items (paged search, CRUD, toggles) and their categories.
import { QueryOrder, raw, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import { slugify } from '../../shared/rules/slug';
import { readTranslations, storedTranslations } from '../../shared/rules/translations';
import { CATEGORY_TRANSLATED_FIELDS } from '../../shared/schemas/catalog';
import { groupByCategory, type CatalogGroup } from '../../shared/rules/catalog-groups';
import type { CategoryData, CategoryDto, CategoryUpdateData, CatalogListQueryData } from '../../shared/schemas/catalog';
import type { Page } from '../../shared/schemas/paging';
import type { Ctx } from '../context';
import { conflict, notFound, validationError } from '../errors';
import { findPage, searchFilter } from '../lib/paging';
import type { AnyCatalogKind, CatalogItemData, CatalogItemRow, CatalogKind, CategoryRow } from './catalog-kind';

export type CatalogFlag = 'available' | 'featured';

const ITEM_ORDER = [{ displayOrder: QueryOrder.ASC_NULLS_LAST }, { id: QueryOrder.ASC }];

async function categoryBySlug(ctx: Ctx, kind: AnyCatalogKind, slug: string, field: string): Promise<CategoryRow> {
  const category = await ctx.em.findOne(kind.categoryEntity, { slug });
  if (!category) throw validationError({ [field]: `Unknown category "${slug}".` });
  return category;
}

async function requireItem<Item extends CatalogItemRow>(ctx: Ctx, kind: CatalogKind<Item, CatalogItemData, unknown> | AnyCatalogKind, id: number): Promise<Item> {
  const item = (await ctx.em.findOne((kind as AnyCatalogKind).itemEntity, { id }, { populate: ['category'] as never })) as Item | null;
  if (!item) throw notFound(kind.itemLabel);
  return item;
}

// ── Items ────────────────────────────────────────────────────────────────────────────────────

/** A page of items, optionally of one category (by slug: unknown is a 400), searched over name and description. */
export async function listCatalogItems<Item extends CatalogItemRow, Data extends CatalogItemData, Dto>(ctx: Ctx, kind: CatalogKind<Item, Data, Dto>,
  { category, q, page, size }: Omit<CatalogListQueryData, 'category'> & { category?: string },
): Promise<Page<Dto>> {
  const where: Record<string, unknown> = { ...(searchFilter<CatalogItemRow>(q) as object) };
  if (category) where.category = (await categoryBySlug(ctx, kind, category, 'category')).id;
  return findPage(ctx.em, kind.itemEntity as AnyCatalogKind['itemEntity'], { where: where as FilterQuery<CatalogItemRow>, orderBy: ITEM_ORDER as never, page, size, populate: ['category'] as never }, kind.toDto as (row: CatalogItemRow) => Dto);
}

/**
 * The whole list as guests read it, for the admin: categories in display order, each with its items (available or
 * not) featured first then by order; optionally searched (name and description) and of one category (by slug: unknown
 * is a 400). A bar's menu is tens of items, a wine list a few hundred: one answer, no pages to mix categories over.
 */
export async function listCatalogGroups<Item extends CatalogItemRow, Data extends CatalogItemData, Dto extends { id: number; category: string; featured: boolean; displayOrder: number | null }>(
  ctx: Ctx,
  kind: CatalogKind<Item, Data, Dto>,
  { category, q }: { category?: string | undefined; q?: string | null | undefined },
): Promise<CatalogGroup<Dto>[]> {
  const where: Record<string, unknown> = { ...(searchFilter<CatalogItemRow>(q ?? null) as object) };
  if (category) where.category = (await categoryBySlug(ctx, kind, category, 'category')).id;
  const categories = await ctx.em.find(kind.categoryEntity, {}, { orderBy: { displayOrder: QueryOrder.ASC, id: QueryOrder.ASC } });
  const items = (await ctx.em.find((kind as AnyCatalogKind).itemEntity, where as FilterQuery<CatalogItemRow>, { orderBy: ITEM_ORDER as never, populate: ['category'] as never })) as Item[];
  return groupByCategory(
    categories.map(({ id, slug, name }) => ({ id, slug, name })),
    items.map((item) => kind.toDto(item)),
  );
}

export async function getCatalogItem<Item extends CatalogItemRow, Data extends CatalogItemData, Dto>(ctx: Ctx, kind: CatalogKind<Item, Data, Dto>, id: number): Promise<Dto> {
  return kind.toDto(await requireItem<Item>(ctx, kind as AnyCatalogKind, id));
}

export async function createCatalogItem<Item extends CatalogItemRow, Data extends CatalogItemData, Dto>(ctx: Ctx, kind: CatalogKind<Item, Data, Dto>, data: Data): Promise<Dto> {
  const category = await categoryBySlug(ctx, kind, data.category, 'category');
  const item = ctx.em.create(kind.itemEntity, { ...kind.toColumns(data), category } as never);
  await ctx.em.flush();
  return kind.toDto(item);
}

/** PUT: every editable field is replaced. */
export async function replaceCatalogItem<Item extends CatalogItemRow, Data extends CatalogItemData, Dto>(ctx: Ctx, kind: CatalogKind<Item, Data, Dto>,
  id: number,
  data: Data,
): Promise<Dto> {
  const item = await requireItem<Item>(ctx, kind as AnyCatalogKind, id);
  const category = await categoryBySlug(ctx, kind, data.category, 'category');
  ctx.em.assign(item, { ...kind.toColumns(data), category } as never);
  await ctx.em.flush();
  return kind.toDto(item);
}

export async function deleteCatalogItem<Item extends CatalogItemRow, Data extends CatalogItemData, Dto>(ctx: Ctx, kind: CatalogKind<Item, Data, Dto>, id: number): Promise<void> {
  await ctx.em.transactional(async (em) => {
    const scoped = { ...ctx, em };
    const item = await requireItem<Item>(scoped, kind as AnyCatalogKind, id);
    await kind.beforeDelete?.(scoped, item);
    em.remove(item as object);
  });
}

/** The list's one-tap toggles: available (hide a dish the kitchen ran out of) and featured. */
export async function setCatalogFlag<Item extends CatalogItemRow, Data extends CatalogItemData, Dto>(ctx: Ctx, kind: CatalogKind<Item, Data, Dto>,
  id: number,
  flag: CatalogFlag,
  value: boolean,
): Promise<void> {
  const item = await requireItem<Item>(ctx, kind as AnyCatalogKind, id);
  item[flag] = value;
  await ctx.em.flush();
}

/** The list's in-place price: only the price changes (the activity log says from what to what). */
export async function setCatalogPrice<Item extends CatalogItemRow, Data extends CatalogItemData, Dto>(ctx: Ctx, kind: CatalogKind<Item, Data, Dto>, id: number, price: number): Promise<Dto> {
  const item = await requireItem<Item>(ctx, kind as AnyCatalogKind, id);
  ctx.em.assign(item, { price } as never);
  await ctx.em.flush();
  return kind.toDto(item);
}

// ── Categories ───────────────────────────────────────────────────────────────────────────────

function toCategoryDto(category: CategoryRow, itemCount: number): CategoryDto {
  return { id: category.id, name: category.name, slug: category.slug, displayOrder: category.displayOrder, itemCount, translations: readTranslations(category.translations) };
}

async function itemCounts(ctx: Ctx, kind: AnyCatalogKind): Promise<Map<number, number>> {
  const rows = await ctx.em
    .createQueryBuilder(kind.itemEntity, 'i')
    .select([raw('i.category_id as category_id'), raw('count(i.id) as item_count')])
    .groupBy('i.category')
    .execute<{ category_id: number | string; item_count: number | string }[]>('all', false);
  return new Map(rows.map((row) => [Number(row.category_id), Number(row.item_count)]));
}

async function requireCategory(ctx: Ctx, kind: AnyCatalogKind, id: number): Promise<CategoryRow> {
  const category = await ctx.em.findOne(kind.categoryEntity, { id });
  if (!category) throw notFound('Category');
  return category;
}

/** The slug asked for, or derived from the name: accents stripped, lowercase, non-alphanumerics to hyphens. */
function cleanSlug(name: string, slug: string | null | undefined): string {
  const derived = slugify(slug ?? name);
  if (!derived) throw validationError(slug ? { slug: 'Slug must contain a letter or a digit.' } : { name: 'Name must contain a letter or a digit.' });
  return derived;
}

async function flushUniqueSlug(ctx: Ctx, slug: string): Promise<void> {
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(`A category with the slug "${slug}" already exists.`);
    throw error;
  }
}

/** Categories in display order, each with its number of items (available or not). */
export async function listCatalogCategories(ctx: Ctx, kind: AnyCatalogKind): Promise<CategoryDto[]> {
  const [categories, counts] = await Promise.all([
    ctx.em.find(kind.categoryEntity, {}, { orderBy: { displayOrder: QueryOrder.ASC, id: QueryOrder.ASC } }),
    itemCounts(ctx, kind),
  ]);
  return categories.map((category) => toCategoryDto(category, counts.get(category.id) ?? 0));
}

/** A new category goes after the last one unless a display order is given. */
export async function createCatalogCategory(ctx: Ctx, kind: AnyCatalogKind, data: CategoryData): Promise<CategoryDto> {
  const slug = cleanSlug(data.name, data.slug);
  if (await ctx.em.count(kind.categoryEntity, { slug })) throw conflict(`A category with the slug "${slug}" already exists.`);
  const [last] = await ctx.em.find(kind.categoryEntity, {}, { orderBy: { displayOrder: QueryOrder.DESC }, limit: 1 });
  const category = ctx.em.create(kind.categoryEntity, {
    name: data.name,
    slug,
    displayOrder: data.displayOrder ?? (last ? last.displayOrder + 1 : 1),
    translations: storedTranslations(data.translations, CATEGORY_TRANSLATED_FIELDS),
  } as never);
  await flushUniqueSlug(ctx, slug);
  return toCategoryDto(category, 0);
}

/** Rename and/or reorder. A new name without a slug derives a new slug, as on create. */
export async function updateCatalogCategory(
  ctx: Ctx,
  kind: AnyCatalogKind,
  id: number,
  data: CategoryUpdateData,
): Promise<CategoryDto> {
  const category = await requireCategory(ctx, kind, id);
  if (data.name !== undefined || data.slug) {
    const slug = cleanSlug(data.name ?? category.name, data.slug);
    if (slug !== category.slug && (await ctx.em.count(kind.categoryEntity, { slug }))) throw conflict(`A category with the slug "${slug}" already exists.`);
    category.slug = slug;
  }
  if (data.name !== undefined) category.name = data.name;
  if (data.displayOrder !== undefined) category.displayOrder = data.displayOrder;
  if (data.translations !== undefined) category.translations = storedTranslations(data.translations, CATEGORY_TRANSLATED_FIELDS);
  await flushUniqueSlug(ctx, category.slug);
  const counts = await itemCounts(ctx, kind);
  return toCategoryDto(category, counts.get(category.id) ?? 0);
}

/** Only an empty category can go (409 while it has items, so no dish is lost by accident). */
export async function deleteCatalogCategory(ctx: Ctx, kind: AnyCatalogKind, id: number): Promise<void> {
  const category = await requireCategory(ctx, kind, id);
  const items = await ctx.em.count(kind.itemEntity, { category: category.id });
  if (items > 0) {
    throw conflict(`The category "${category.name}" still has ${items} ${items === 1 ? 'item' : 'items'}: move or delete ${items === 1 ? 'it' : 'them'} first.`);
  }
  ctx.em.remove(category);
  await ctx.em.flush();
}
