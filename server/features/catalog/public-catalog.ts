// The menu and the drinks list share one public shape: categories in display order, each with its
// available items by order then id; categories left with no item are left out.
import { byOrderThenId } from '../../../shared/rules/sorting';
import type { PublicCatalog } from '../../../shared/schemas/catalog';
import { site } from '../../../shared/config/site';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
}

interface ItemRow {
  id: number;
  displayOrder?: number | null;
  category: { id: number };
}

export function toPublicCatalog<Item extends ItemRow, Dto>(categories: CategoryRow[], items: Item[], toDto: (item: Item) => Dto): PublicCatalog<Dto> {
  return {
    currency: site.currency,
    categories: categories
      .map((category) => ({
        name: category.name,
        slug: category.slug,
        items: items
          .filter((item) => item.category.id === category.id)
          .sort((a, b) => byOrderThenId({ id: a.id, order: a.displayOrder }, { id: b.id, order: b.displayOrder }))
          .map(toDto),
      }))
      .filter((category) => category.items.length > 0),
  };
}

/** The same catalog with each item mapped (the REST adapters' wire names). */
export function mapCatalogItems<From, To>(catalog: PublicCatalog<From>, map: (item: From) => To): PublicCatalog<To> {
  return { ...catalog, categories: catalog.categories.map((category) => ({ ...category, items: category.items.map(map) })) };
}
