// A catalog list's place lives in its address (?category=&q=), like every admin list. The list is the whole menu
// (or drinks list) grouped by category, so it has no pages: an old link's page and size are left out.
import { parseListSearch } from '../../lib/list-search';

export interface CatalogListSearch {
  q?: string;
  /** A category's slug. */
  category?: string;
}

/** Reads the search params leniently: what the list would not understand is left out, so its defaults apply. */
export function parseCatalogListSearch(search: Record<string, unknown>): CatalogListSearch {
  const { q } = parseListSearch(search, []);
  const result: CatalogListSearch = q ? { q } : {};
  const category = typeof search.category === 'string' ? search.category.trim() : '';
  if (/^[a-z0-9-]{1,140}$/.test(category)) result.category = category;
  return result;
}

/** The list call's input for a place in the list. */
export function catalogListQuery(search: CatalogListSearch) {
  return { q: search.q ?? null, category: search.category };
}
