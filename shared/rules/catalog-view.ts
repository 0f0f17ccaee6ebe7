// The pages' view of the public menu and drinks: tolerant of the wire's alternative field names, sorted and searchable.
import { formatAbv, parsePrice } from './price';
import { splitPipeList } from './pipe-list';
import { slugify } from './slug';
import { byFeaturedThenOrder, DEFAULT_ORDER } from './sorting';
import { matchesSearch } from './text-search';

export const DEFAULT_CURRENCY = 'USD';
export const MAX_SPICY_LEVEL = 3;

type PipeInput = string | ReadonlyArray<string> | null | undefined;
type Scalar = string | number | null | undefined;

interface RawCatalogItem {
  id: number | string;
  name?: string | null;
  description?: string | null;
  price?: number | string | null;
  image?: string | null;
  available?: boolean | null;
  featured?: boolean | null;
  order?: number | null;
}

export interface RawMenuItem extends RawCatalogItem {
  dietary_tags?: PipeInput;
  dietaryTags?: PipeInput;
  allergens?: PipeInput;
  spicy_level?: Scalar;
  spicyLevel?: Scalar;
  halal?: boolean | null;
}

export interface RawDrinkItem extends RawCatalogItem {
  dietary_tags?: PipeInput;
  dietaryTags?: PipeInput;
  allergens?: PipeInput;
  abv?: Scalar;
  alcohol?: Scalar;
  size?: string | null;
  volume?: string | null;
  region?: string | null;
  grape?: string | null;
  vintage?: Scalar;
}

export interface RawCategory<Item> {
  name?: string | null;
  title?: string | null;
  slug?: string | null;
  items?: ReadonlyArray<Item> | null;
}

export interface RawCatalog<Item> {
  currency?: string | null;
  categories?: ReadonlyArray<RawCategory<Item>> | null;
}

interface CatalogItemView {
  id: number;
  name: string;
  description: string;
  /** Null when the price could not be read: the page then shows no price at all. */
  price: number | null;
  image: string | null;
  featured: boolean;
  order: number;
}

export interface MenuItemView extends CatalogItemView {
  /** Lowercased; includes 'halal' when the item is halal. */
  dietaryTags: string[];
  allergens: string[];
  /** 0 (not spicy) to MAX_SPICY_LEVEL. */
  spicyLevel: number;
  halal: boolean;
}

export interface DrinkItemView extends CatalogItemView {
  /** Lowercased, as on the menu: what the allergy & diet filter reads. */
  dietaryTags: string[];
  allergens: string[];
  abv: number | null;
  size: string | null;
  region: string | null;
  grape: string | null;
  vintage: string | null;
}

export interface CategoryView<Item> {
  name: string;
  slug: string;
  items: Item[];
}

export interface CatalogView<Item> {
  currency: string;
  categories: CategoryView<Item>[];
}

function toNumber(value: Scalar): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return parsePrice(value);
}

function toText(value: Scalar): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text ? text : null;
}

function baseItem(raw: RawCatalogItem): CatalogItemView {
  return {
    id: Number(raw.id),
    name: raw.name?.trim() ?? '',
    description: raw.description?.trim() ?? '',
    price: toNumber(raw.price),
    image: toText(raw.image),
    featured: Boolean(raw.featured),
    order: typeof raw.order === 'number' && Number.isFinite(raw.order) ? raw.order : DEFAULT_ORDER,
  };
}

export function toMenuItemView(raw: RawMenuItem): MenuItemView {
  const halal = Boolean(raw.halal);
  const tags = splitPipeList(raw.dietary_tags ?? raw.dietaryTags);
  if (halal && !tags.includes('halal')) tags.push('halal');
  const spicy = toNumber(raw.spicy_level ?? raw.spicyLevel) ?? 0;
  return {
    ...baseItem(raw),
    dietaryTags: tags,
    allergens: splitPipeList(raw.allergens),
    spicyLevel: Math.min(MAX_SPICY_LEVEL, Math.max(0, Math.round(spicy))),
    halal,
  };
}

export function toDrinkItemView(raw: RawDrinkItem): DrinkItemView {
  return {
    ...baseItem(raw),
    dietaryTags: splitPipeList(raw.dietary_tags ?? raw.dietaryTags),
    allergens: splitPipeList(raw.allergens),
    abv: toNumber(raw.abv ?? raw.alcohol),
    size: toText(raw.size ?? raw.volume),
    region: toText(raw.region),
    grape: toText(raw.grape),
    vintage: toText(raw.vintage),
  };
}

/**
 * Maps a menu or drinks answer to the page's view: category slugs derived when missing,
 * unavailable items left out, and within a category featured items first, then by order.
 */
export function toCatalogView<Raw extends RawCatalogItem, Item extends CatalogItemView>(
  raw: RawCatalog<Raw> | null | undefined,
  toItem: (item: Raw) => Item,
): CatalogView<Item> {
  const categories = (raw?.categories ?? []).map((category) => {
    const name = (category.name ?? category.title ?? '').trim();
    return {
      name,
      slug: category.slug?.trim() || slugify(name),
      items: (category.items ?? [])
        .filter((item) => item.available !== false)
        .map(toItem)
        .sort(byFeaturedThenOrder),
    };
  });
  return { currency: raw?.currency?.trim() || DEFAULT_CURRENCY, categories };
}

export const toMenuView = (raw: RawCatalog<RawMenuItem> | null | undefined) => toCatalogView(raw, toMenuItemView);
export const toDrinksView = (raw: RawCatalog<RawDrinkItem> | null | undefined) => toCatalogView(raw, toDrinkItemView);

/** Menu search: name, description, dietary tags and allergens. */
export function menuItemMatches(query: string, item: MenuItemView): boolean {
  return matchesSearch(query, [item.name, item.description, ...item.dietaryTags, ...item.allergens]);
}

/** Drinks search: name, description, region, grape, vintage, size and ABV (as stored and as shown). */
export function drinkItemMatches(query: string, item: DrinkItemView): boolean {
  const abv = item.abv === null ? [] : [item.abv, formatAbv(item.abv)];
  return matchesSearch(query, [item.name, item.description, item.region, item.grape, item.vintage, item.size, ...abv]);
}

export interface CatalogFilterResult<Item> {
  /** The categories to show: the active one only (when set), each with its matching items, empty ones left out. */
  sections: CategoryView<Item>[];
  /** Matching items per category slug, for the chips. */
  counts: Record<string, number>;
  /** Matching items over all categories (the "All" chip). */
  total: number;
  /** The active slug, or null when none is set or it names no category. */
  activeSlug: string | null;
}

export function filterCatalog<Item>(
  catalog: CatalogView<Item>,
  query: string,
  activeSlug: string | null,
  matches: (query: string, item: Item) => boolean,
): CatalogFilterResult<Item> {
  const matched = catalog.categories.map((category) => ({ ...category, items: category.items.filter((item) => matches(query, item)) }));
  const counts: Record<string, number> = {};
  for (const category of matched) counts[category.slug] = category.items.length;
  const active = activeSlug !== null && matched.some((category) => category.slug === activeSlug) ? activeSlug : null;
  return {
    sections: matched.filter((category) => category.items.length > 0 && (active === null || category.slug === active)),
    counts,
    total: matched.reduce((sum, category) => sum + category.items.length, 0),
    activeSlug: active,
  };
}
