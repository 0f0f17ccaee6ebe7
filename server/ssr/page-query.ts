// The query parameters each page reads (its route's validateSearch in src/routes): a page is rendered, and kept by
// the public-read cache, for its path and those parameters only, so `/menu?utm_source=x` is the page `/menu`. A page
// reads the same parameters in every language (`/es/menu?exclude=gluten`), and each language's page is kept under its
// own path: `/menu` and `/es/menu` are two entries, never one answer for both.
import { CATALOG_SEARCH_PARAMS } from '../../shared/rules/catalog-address';
import { splitLangPath } from '../../shared/rules/language-paths';
import { cacheKey } from '../http-cache/cache-key';

const PAGE_READS: Readonly<Record<string, readonly string[]>> = { '/menu': CATALOG_SEARCH_PARAMS, '/drinks': CATALOG_SEARCH_PARAMS };

export function pageReads(path: string): readonly string[] {
  const page = splitLangPath(path).path;
  return PAGE_READS[page.length > 1 ? page.replace(/\/+$/, '') : page] ?? [];
}

/** The address a page is rendered for: its path and the parameters it reads, in the order given. */
export function pageUrl(url: string): string {
  return cacheKey(url, pageReads) ?? url;
}
