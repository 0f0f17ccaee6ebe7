// A catalog list's place lives in its address (?category=&q=&page=&size=), like every admin list.
import { parseListSearch, type ListSearch } from '../../lib/list-search';

export const CATALOG_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_CATALOG_PAGE_SIZE = 20;

export interface CatalogListSearch extends ListSearch {
  /** A category's slug. */
  category?: string;
}

/** Reads the search params leniently: what the list would not understand is left out, so its defaults apply. */
export function parseCatalogListSearch(search: Record<string, unknown>): CatalogListSearch {
  const result: CatalogListSearch = parseListSearch(search, CATALOG_PAGE_SIZES);
  const category = typeof search.category === 'string' ? search.category.trim() : '';
  if (/^[a-z0-9-]{1,140}$/.test(category)) result.category = category;
  return result;
}

/** The list call's input for a place in the list. */
export function catalogListQuery(search: CatalogListSearch) {
  return { q: search.q ?? null, category: search.category, page: search.page ?? 0, size: search.size ?? DEFAULT_CATALOG_PAGE_SIZE };
}
