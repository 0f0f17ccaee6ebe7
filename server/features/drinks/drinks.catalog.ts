// The drinks list as a catalog kind: its item input, DTO and columns.
import { drinkItemInput, type DrinkItemData, type DrinkItemDto } from '../../../shared/schemas/drinks';
import { roundMoney } from '../../../shared/rules/price';
import type { CatalogKind } from '../catalog/catalog-kind';
import { DrinkCategory } from './drink-category.entity';
import { DrinkItem, type IDrinkItem } from './drink-item.entity';

export function toDrinkItemDto(item: IDrinkItem): DrinkItemDto {
  return {
    id: item.id,
    category: item.category.slug,
    name: item.name,
    description: item.description ?? null,
    price: roundMoney(Number(item.price)),
    abv: item.abv === null || item.abv === undefined ? null : Number(item.abv),
    size: item.size ?? null,
    region: item.region ?? null,
    grape: item.grape ?? null,
    vintage: item.vintage ?? null,
    dietaryTags: item.dietaryTags,
    allergens: item.allergens,
    available: item.available,
    featured: item.featured,
    image: item.image ?? null,
    imageWebp: item.imageWebp ?? null,
    displayOrder: item.displayOrder ?? null,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

export const drinksCatalog: CatalogKind<IDrinkItem, DrinkItemData, DrinkItemDto> = {
  name: 'drinks',
  itemLabel: 'Drink',
  itemEntity: DrinkItem,
  categoryEntity: DrinkCategory,
  input: drinkItemInput,
  toDto: toDrinkItemDto,
  toColumns: ({ category: _category, ...columns }) => columns,
};
