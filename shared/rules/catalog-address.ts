// What the menu and drinks pages keep in their address besides the allergy & diet filter (catalog-filter.ts): the search
// text (`q`), the category chip (`category`) and the wine region (`region`), so a shared link opens the same list.
// Read tolerantly: an odd value is dropped, never an error page.
import { readCatalogFilter, toFilterSearch, type CatalogFilterSearch } from './catalog-filter';
import { slugify } from './slug';
import { readRegionParam } from './wine-regions';

/** Longer text is cut: nobody types more into a search box, and the address stays a sane length. */
export const MAX_SEARCH_TEXT = 100;

/**
 * The search text as the address holds it: as typed (spaces kept, so typing "rioja alta" is never undone by a
 * round trip through the address), cut to MAX_SEARCH_TEXT; blank is no search. A number is read as its digits (the
 * router reads the address as text, src/lib/search-params.ts; a caller may still hand one over).
 */
export function readSearchText(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
  if (text === undefined || !text.trim()) return undefined;
  return text.slice(0, MAX_SEARCH_TEXT);
}

/** The category chip as a slug; whether such a category exists is the page's business (an unknown one shows All). */
export function readCategoryParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const slug = slugify(value);
  return slug ? slug : undefined;
}

export interface CatalogBrowseSearch {
  q?: string;
  category?: string;
  region?: string;
}

export type CatalogSearch = CatalogFilterSearch & CatalogBrowseSearch;

/** The browsing parameters, canonical, empty ones left out. */
export function readBrowseSearch(search: Record<string, unknown>): CatalogBrowseSearch {
  const browse: CatalogBrowseSearch = {};
  const q = readSearchText(search.q);
  const category = readCategoryParam(search.category);
  const region = readRegionParam(search.region);
  if (q !== undefined) browse.q = q;
  if (category !== undefined) browse.category = category;
  if (region !== undefined) browse.region = region;
  return browse;
}

/** The menu's and drinks page's validateSearch: the allergy & diet filter and the browsing parameters. */
export function readCatalogSearch(search: Record<string, unknown>): CatalogSearch {
  return { ...toFilterSearch(readCatalogFilter(search)), ...readBrowseSearch(search) };
}

/** Every query parameter `readCatalogSearch` reads: the server keeps one cached page per combination of these only. */
export const CATALOG_SEARCH_PARAMS: readonly string[] = ['exclude', 'diet', 'q', 'category', 'region'];
