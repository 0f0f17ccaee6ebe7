// The menu and the drinks list share one public shape: categories in display order, each with its
// available items by order then id; categories left with no item are left out.
import { passesFilter, type CatalogFilter, type FilterTraits } from '../../shared/rules/catalog-filter';
import { splitPipeList } from '../../shared/rules/pipe-list';
import { byOrderThenId, DEFAULT_ORDER } from '../../shared/rules/sorting';
import type { PublicCatalog } from '../../shared/schemas/catalog';
import { site } from '../../shared/config/site';
import { DEFAULT_LANG, type Lang } from '../../shared/config/languages';
import { localized, readTranslations } from '../../shared/rules/translations';
import { CATALOG_ITEM_TRANSLATABLE, CATEGORY_TRANSLATED_FIELDS } from '../../shared/schemas/catalog';
import { commonItemFields } from './catalog-dto';
import type { CatalogItemColumns } from './catalog-kind';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  translations?: string | null;
}

interface ItemRow {
  id: number;
  displayOrder?: number | null;
  category: { id: number };
}

/** The guest's catalog in `language`: category names and (through toDto) items translated where staff gave it, else English. */
export function toPublicCatalog<Item extends ItemRow, Dto>(categories: CategoryRow[], items: Item[], toDto: (item: Item) => Dto, language: Lang = DEFAULT_LANG): PublicCatalog<Dto> {
  return {
    currency: site.currency,
    categories: categories
      .map((category) => ({
        name: localized({ name: category.name }, readTranslations(category.translations), language, CATEGORY_TRANSLATED_FIELDS).name,
        slug: category.slug,
        items: items
          .filter((item) => item.category.id === category.id)
          .sort((a, b) => byOrderThenId({ id: a.id, order: a.displayOrder }, { id: b.id, order: b.displayOrder }))
          .map(toDto),
      }))
      .filter((category) => category.items.length > 0),
  };
}

/** What guests read in another language of every item: its name and description. */
const ITEM_TRANSLATED = Object.keys(CATALOG_ITEM_TRANSLATABLE) as (keyof typeof CATALOG_ITEM_TRANSLATABLE)[];

/**
 * A guest's item in `language`: the fields every catalog item has, then the kind's `own` (menu.service.ts,
 * drinks.service.ts); the name and description as staff translated them, else in English.
 */
export function toPublicCatalogItem<Own extends object>(item: CatalogItemColumns, own: Own, language: Lang = DEFAULT_LANG) {
  const common = { ...commonItemFields(item), order: item.displayOrder ?? DEFAULT_ORDER };
  return localized({ ...common, ...own }, readTranslations(item.translations), language, ITEM_TRANSLATED);
}

/** What the allergy & diet filter reads of a stored item: its pipe lists, and the halal flag as a tag. */
export function storedItemTraits(item: { allergens: string; dietaryTags: string; halal?: boolean }): FilterTraits {
  const dietaryTags = splitPipeList(item.dietaryTags);
  if (item.halal && !dietaryTags.includes('halal')) dietaryTags.push('halal');
  return { allergens: splitPipeList(item.allergens), dietaryTags };
}

/** The items a guest's filter lets through (toPublicCatalog then leaves out the categories it empties). */
export function keepFiltered<Item extends { allergens: string; dietaryTags: string; halal?: boolean }>(items: Item[], filter: CatalogFilter): Item[] {
  return items.filter((item) => passesFilter(filter, storedItemTraits(item)));
}

/** The same catalog with each item mapped (the REST adapters' wire names). */
export function mapCatalogItems<From, To>(catalog: PublicCatalog<From>, map: (item: From) => To): PublicCatalog<To> {
  return { ...catalog, categories: catalog.categories.map((category) => ({ ...category, items: category.items.map(map) })) };
}
