// The fields every catalog item shows, to staff and guests alike, and the admin DTO's; each kind adds its own
// (menu.catalog.ts, drinks.catalog.ts; the guests' item: public-catalog.ts).
import { roundMoney } from '../../shared/rules/price';
import { readTranslations } from '../../shared/rules/translations';
import type { CatalogItemColumns } from './catalog-kind';

/** What staff and guests both read of an item. */
export function commonItemFields(item: CatalogItemColumns) {
  return {
    id: item.id,
    name: item.name,
    description: item.description ?? null,
    price: roundMoney(Number(item.price)),
    dietaryTags: item.dietaryTags,
    allergens: item.allergens,
    available: item.available,
    featured: item.featured,
    image: item.image ?? null,
  };
}

export function catalogItemDtoBase(item: CatalogItemColumns) {
  return {
    ...commonItemFields(item),
    category: item.category.slug,
    imageWebp: item.imageWebp ?? null,
    displayOrder: item.displayOrder ?? null,
    translations: readTranslations(item.translations),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}
