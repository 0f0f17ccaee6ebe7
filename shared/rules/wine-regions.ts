// The drinks page's wine list by region (`/drinks?region=rioja`): which categories are wine, how a region is
// named in the address, which regions the chips offer and which wines a region keeps. Staff type regions freely
// ("Penedès", "penedes", "Ribera del Duero"): they are matched by their slug, accents and case folded.
import { DEFAULT_LANG, type Lang } from '../config/languages';
import { slugify } from './slug';
import { compareText } from './sorting';
import { normalizeSearch } from './text-search';

/** A category's words that make it a wine category ("Wines by the Glass", "Wine Bottles", "Vinos"). */
const WINE_WORDS = new Set(['wine', 'wines', 'vino', 'vinos']);

/** Whether the region filter applies to the category: its slug or name holds the word wine (or vino). */
export function isWineCategory(category: { slug: string; name?: string }): boolean {
  const words = [...category.slug.split('-'), ...slugify(category.name ?? '').split('-')];
  return words.some((word) => WINE_WORDS.has(word));
}

/** The region as the address writes it: "Ribera del Duero" → "ribera-del-duero", "Penedès" → "penedes". */
export function regionSlug(region: string): string {
  return slugify(normalizeSearch(region));
}

/**
 * The page's reading of `?region=`: any written form of a region ("Penedès", "ribera del duero") becomes its
 * slug; anything else (empty, a number, a list) is no region. Whether the region exists is the page's business:
 * an unknown one is ignored there, never an error.
 */
export function readRegionParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const slug = regionSlug(value);
  return slug ? slug : undefined;
}

export interface WineRegion {
  slug: string;
  /** As staff wrote it on the first wine seen with it. */
  name: string;
  /** Wines of the region that pass the page's other filters. */
  count: number;
}

interface RegionCategory<Item> {
  slug: string;
  name: string;
  items: ReadonlyArray<Item>;
}

/**
 * The regions to offer as chips: those of the wines in scope (the active category when it is a wine category,
 * else every wine category), in alphabetical order, each with the number of its wines that `passes` keeps
 * (search and allergy filter), so a chip says what choosing it will show. Wines without a region are not offered.
 * Alphabetical as the page's language sorts (compareText).
 */
export function wineRegions<Item extends { region?: string | null }>(
  categories: ReadonlyArray<RegionCategory<Item>>,
  activeCategory: string | null,
  passes: (item: Item) => boolean,
  lang: Lang = DEFAULT_LANG,
): WineRegion[] {
  const regions = new Map<string, WineRegion>();
  for (const category of categories) {
    if (!isWineCategory(category) || (activeCategory !== null && category.slug !== activeCategory)) continue;
    for (const item of category.items) {
      if (!item.region) continue;
      const slug = regionSlug(item.region);
      if (!slug) continue;
      const region = regions.get(slug) ?? { slug, name: item.region, count: 0 };
      if (passes(item)) region.count += 1;
      regions.set(slug, region);
    }
  }
  const byName = compareText(lang);
  return [...regions.values()].sort((a, b) => byName(a.name, b.name));
}

/** Whether a choice of the category keeps the region: a wine category with a wine from it. */
export function categoryKeepsRegion(category: RegionCategory<{ region?: string | null }>, region: string): boolean {
  return isWineCategory(category) && category.items.some((item) => Boolean(item.region) && regionSlug(item.region ?? '') === region);
}

/**
 * The region the page applies: the one from the address when some wine in scope has it, else none (an unknown or
 * misspelt region shows the whole list rather than an empty page).
 */
export function activeRegion(regions: ReadonlyArray<{ slug: string }>, wanted: string | null | undefined): string | null {
  return wanted && regions.some((region) => region.slug === wanted) ? wanted : null;
}

/**
 * The categories with only the wines of the region: wine categories keep their wines from it, the others are
 * emptied (kept, so their chips still show, with 0). No region: the categories as they are.
 */
export function filterByRegion<Item extends { region?: string | null }, Category extends RegionCategory<Item>>(
  categories: ReadonlyArray<Category>,
  region: string | null,
): Category[] {
  if (region === null) return [...categories];
  return categories.map((category) => ({
    ...category,
    items: isWineCategory(category) ? category.items.filter((item) => Boolean(item.region) && regionSlug(item.region ?? '') === region) : [],
  }));
}
