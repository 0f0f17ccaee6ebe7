// What search engines read on a public page besides its markup: the bar as a Restaurant on every page, and on the
// menu and drinks pages that list as a Menu. Read from the same services as the pages, so the page cache (keyed by
// the content version and the bar's date) drops them with the content they describe.
import type { Menu, Restaurant, WithContext } from 'schema-dts';
import type { PublicCatalog } from '../../../shared/schemas/catalog';
import type { Ctx } from '../../context';
import type { PublicReads } from '../../feature';
import { menuJsonLd, type CatalogItemFacts, type MenuPage } from './menu-json-ld';
import { restaurantJsonLd } from './restaurant-json-ld';

export type StructuredData = WithContext<Restaurant> | WithContext<Menu>;

interface MenuSource extends MenuPage {
  read: (ctx: Ctx) => Promise<PublicCatalog<CatalogItemFacts>>;
}

/** The pages that show a menu, named as they title it. The whole list, whatever filter the page's address applies. */
const menuPages = (reads: PublicReads): Readonly<Record<string, MenuSource>> => ({
  '/menu': { path: '/menu', name: 'Menu', read: reads.menu },
  '/drinks': { path: '/drinks', name: 'Drinks & Wine', read: reads.drinks },
});

/** The structured data of the public page at `path` (a trailing slash is the same page). */
export async function getPageStructuredData(ctx: Ctx, path: string, reads: PublicReads): Promise<StructuredData[]> {
  const menu = menuPages(reads)[path.length > 1 ? path.replace(/\/+$/, '') : path];
  const [hours, settings, catalog] = await Promise.all([reads.hours(ctx), reads.settings(ctx), menu?.read(ctx)]);
  const data: StructuredData[] = [restaurantJsonLd(hours, settings)];
  // A list with nothing available says nothing a search engine could show.
  if (menu && catalog && catalog.categories.length > 0) data.push(menuJsonLd(catalog, menu));
  return data;
}
