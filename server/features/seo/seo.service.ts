// What search engines read on a public page besides its markup: the bar as a Restaurant on every page, and on the
// menu and drinks pages that list as a Menu. Read from the same services as the pages, so the page cache (keyed by
// the content version and the bar's date) drops them with the content they describe.
import type { Menu, Restaurant, WithContext } from 'schema-dts';
import type { PublicCatalog } from '../../../shared/schemas/catalog';
import type { Ctx } from '../../context';
import { getPublicDrinks } from '../drinks/drinks.service';
import { getHours } from '../hours/hours.service';
import { getPublicMenu } from '../menu/menu.service';
import { menuJsonLd, type CatalogItemFacts, type MenuPage } from './menu-json-ld';
import { restaurantJsonLd } from './restaurant-json-ld';

export type StructuredData = WithContext<Restaurant> | WithContext<Menu>;

interface MenuSource extends MenuPage {
  read: (ctx: Ctx) => Promise<PublicCatalog<CatalogItemFacts>>;
}

/** The pages that show a menu, named as they title it. The whole list, whatever filter the page's address applies. */
const MENU_PAGES: Readonly<Record<string, MenuSource>> = {
  '/menu': { path: '/menu', name: 'Menu', read: getPublicMenu },
  '/drinks': { path: '/drinks', name: 'Drinks & Wine', read: getPublicDrinks },
};

/** The structured data of the public page at `path` (a trailing slash is the same page). */
export async function getPageStructuredData(ctx: Ctx, path: string): Promise<StructuredData[]> {
  const menu = MENU_PAGES[path.length > 1 ? path.replace(/\/+$/, '') : path];
  const [hours, catalog] = await Promise.all([getHours(ctx, {}), menu?.read(ctx)]);
  const data: StructuredData[] = [restaurantJsonLd(hours)];
  // A list with nothing available says nothing a search engine could show.
  if (menu && catalog && catalog.categories.length > 0) data.push(menuJsonLd(catalog, menu));
  return data;
}
