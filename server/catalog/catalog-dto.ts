// The admin DTO fields every catalog item has; each kind adds its own (menu.catalog.ts, drinks.catalog.ts).
import { roundMoney } from '../../shared/rules/price';
import { readTranslations } from '../../shared/rules/translations';
import type { CatalogItemColumns } from './catalog-kind';

export function catalogItemDtoBase(item: CatalogItemColumns) {
  return {
    id: item.id,
    category: item.category.slug,
    name: item.name,
    description: item.description ?? null,
    price: roundMoney(Number(item.price)),
    dietaryTags: item.dietaryTags,
    allergens: item.allergens,
    available: item.available,
    featured: item.featured,
    image: item.image ?? null,
    imageWebp: item.imageWebp ?? null,
    displayOrder: item.displayOrder ?? null,
    translations: readTranslations(item.translations),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}
