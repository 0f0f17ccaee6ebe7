// The drinks list as a catalog kind: its item input, DTO and columns.
import { storedTranslations } from '../../../shared/rules/translations';
import { DRINK_ITEM_TRANSLATED_FIELDS, drinkItemDto, drinkItemInput, drinkItemPage, type DrinkItemData, type DrinkItemDto } from '../../../shared/schemas/drinks';
import { catalogItemDtoBase } from '../../catalog/catalog-dto';
import type { CatalogKind } from '../../catalog/catalog-kind';
import { DrinkCategory } from './drink-category.entity';
import { DrinkItem, type IDrinkItem } from './drink-item.entity';

/** What only drinks have, as staff and guests alike read it. */
export function ownDrinkFields(item: IDrinkItem) {
  return {
    abv: item.abv === null || item.abv === undefined ? null : Number(item.abv),
    size: item.size ?? null,
    region: item.region ?? null,
    grape: item.grape ?? null,
    vintage: item.vintage ?? null,
  };
}

export function toDrinkItemDto(item: IDrinkItem): DrinkItemDto {
  return { ...catalogItemDtoBase(item), ...ownDrinkFields(item) };
}

export const drinksCatalog: CatalogKind<IDrinkItem, DrinkItemData, DrinkItemDto> = {
  name: 'drinks',
  itemLabel: 'Drink',
  itemEntity: DrinkItem,
  categoryEntity: DrinkCategory,
  input: drinkItemInput,
  dto: drinkItemDto,
  page: drinkItemPage,
  toDto: toDrinkItemDto,
  toColumns: ({ category: _category, translations, ...columns }) => ({ ...columns, translations: storedTranslations(translations, DRINK_ITEM_TRANSLATED_FIELDS) }),
};
