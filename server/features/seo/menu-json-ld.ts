// The menu and the drinks list as a schema.org Menu (JSON-LD): a section per category, an item per available dish
// or drink with its price and the schema.org diets its tags promise. Built from the same public read as the page.
import type { Menu, MenuItem, RestrictedDiet, WithContext } from 'schema-dts';
import type { Lang } from '../../../shared/config/languages';
import type { PublicCatalog } from '../../../shared/schemas/catalog';
import { splitPipeList } from '../../../shared/rules/pipe-list';
import { siteAddress } from '../../../shared/rules/site-address';

/** Our dietary tags that schema.org names as a RestrictedDiet; the others (dairy-free, nut-free) have none. */
const RESTRICTED_DIETS: Readonly<Record<string, RestrictedDiet>> = {
  vegan: 'https://schema.org/VeganDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  halal: 'https://schema.org/HalalDiet',
};

export interface CatalogItemFacts {
  name: string;
  description: string | null;
  price: number;
  /** Pipe list ("vegan|gluten-free"). */
  dietaryTags: string;
  /** Dishes carry halal as a flag of its own, which may be missing from their tags. */
  halal?: boolean;
}

/** The schema.org diets an item is suitable for, in schema.org's words, each once. */
export function restrictedDiets(item: Pick<CatalogItemFacts, 'dietaryTags' | 'halal'>): RestrictedDiet[] {
  const tags = splitPipeList(item.dietaryTags);
  if (item.halal) tags.push('halal');
  return [...new Set(tags.flatMap((tag) => RESTRICTED_DIETS[tag] ?? []))];
}

function menuItem(item: CatalogItemFacts, currency: string): MenuItem {
  const diets = restrictedDiets(item);
  return {
    '@type': 'MenuItem',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    offers: { '@type': 'Offer', price: item.price, priceCurrency: currency },
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
  };
}

export interface MenuPage {
  /** The page's address, e.g. "/menu" or "/es/menu". */
  path: string;
  /** The menu's name, as the page titles it in its language. */
  name: string;
  /** The page's language: its texts (names, descriptions) are read in it. */
  lang: Lang;
  /** The site's own address (PUBLIC_URL). */
  baseUrl: string;
}

export function menuJsonLd(catalog: PublicCatalog<CatalogItemFacts>, page: MenuPage): WithContext<Menu> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    '@id': siteAddress(`${page.path}#menu`, page.baseUrl),
    name: page.name,
    url: siteAddress(page.path, page.baseUrl),
    inLanguage: page.lang,
    hasMenuSection: catalog.categories.map((category) => ({
      '@type': 'MenuSection',
      name: category.name,
      hasMenuItem: category.items.map((item) => menuItem(item, catalog.currency)),
    })),
  };
}
