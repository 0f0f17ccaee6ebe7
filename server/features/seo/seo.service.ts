// What search engines read on a public page besides its markup: the bar as a Restaurant on every page, on the menu
// and drinks pages that list as a Menu, and the page itself as a WebPage in its language (`inLanguage`). Read from the
// same services as the pages, in the page's language, so the page cache (keyed by the content version and the bar's
// date) drops them with the content they describe.
import type { Menu, Restaurant, WebPage, WithContext } from 'schema-dts';
import type { Lang } from '../../../shared/config/languages';
import { fillValues } from '../../../shared/i18n/fill-values';
import { langPath } from '../../../shared/rules/language-paths';
import { siteAddress } from '../../../shared/rules/site-address';
import type { Ctx } from '../../context';
import type { PublicReads } from '../../feature';
import { loadMessageFile } from '../../i18n/message-files';
import { menuJsonLd } from './menu-json-ld';
import { restaurantJsonLd } from './restaurant-json-ld';
import type { MessageKey } from '../../../shared/i18n/catalog-types';

export type StructuredData = WithContext<Restaurant> | WithContext<Menu> | WithContext<WebPage>;

interface MenuSource {
  /** The catalog key of the menu's name, as the page titles it. */
  name: MessageKey;
  read: PublicReads['menu'] | PublicReads['drinks'];
}

/** The pages that show a menu. The whole list, whatever filter the page's address applies. */
const menuPages = (reads: PublicReads): Readonly<Record<string, MenuSource>> => ({
  '/menu': { name: 'nav.menu', read: reads.menu },
  '/drinks': { name: 'nav.drinksAndWine', read: reads.drinks },
});

/** The page itself, in its language: what the other blocks are about. */
function webPageJsonLd(address: string, lang: Lang, menuId: string | null, baseUrl: string): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': siteAddress(`${address}#webpage`, baseUrl),
    url: siteAddress(address, baseUrl),
    inLanguage: lang,
    about: { '@id': siteAddress('/#restaurant', baseUrl) },
    ...(menuId ? { mainEntity: { '@id': menuId } } : {}),
  };
}

/** The structured data of the public page at `path` (its path without the language prefix; a trailing slash is the same page), in `lang`. */
export async function getPageStructuredData(ctx: Ctx, path: string, reads: PublicReads, lang: Lang): Promise<StructuredData[]> {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const address = langPath(page, lang);
  const menu = menuPages(reads)[page];
  const [hours, settings, catalog, { messages }] = await Promise.all([reads.hours(ctx, { lang }), reads.settings(ctx, { lang }), menu?.read(ctx, { lang }), loadMessageFile(lang)]);
  const baseUrl = ctx.settings.publicUrl;
  const data: StructuredData[] = [restaurantJsonLd(hours, settings, baseUrl, (name) => fillValues(messages['seo.tableAt'], { name }))];
  // A list with nothing available says nothing a search engine could show.
  const menuData = menu && catalog && catalog.categories.length > 0 ? menuJsonLd(catalog, { path: address, name: messages[menu.name], lang, baseUrl }) : null;
  if (menuData) data.push(menuData);
  data.push(webPageJsonLd(address, lang, menuData ? (menuData['@id'] as string) : null, baseUrl));
  return data;
}
