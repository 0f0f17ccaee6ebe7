// The menu as a catalog kind: its item input, DTO and columns; deleting a dish takes its scheduled highlights along.
import { storedTranslations } from '../../../shared/rules/translations';
import { MENU_ITEM_TRANSLATED_FIELDS, menuItemDto, menuItemInput, menuItemPage, type MenuItemData, type MenuItemDto } from '../../../shared/schemas/menu';
import { catalogItemDtoBase } from '../../catalog/catalog-dto';
import type { CatalogKind } from '../../catalog/catalog-kind';
import { ScheduledHighlight } from './highlights/scheduled-highlight.entity';
import { MenuCategory } from './menu-category.entity';
import { MenuItem, type IMenuItem } from './menu-item.entity';

export function toMenuItemDto(item: IMenuItem): MenuItemDto {
  return {
    ...catalogItemDtoBase(item),
    spicyLevel: item.spicyLevel,
    halal: item.halal,
    menuHighlight: item.menuHighlight,
    menuHighlightTag: item.menuHighlightTag ?? null,
  };
}

export const menuCatalog: CatalogKind<IMenuItem, MenuItemData, MenuItemDto> = {
  name: 'menu',
  itemLabel: 'Menu item',
  itemEntity: MenuItem,
  categoryEntity: MenuCategory,
  input: menuItemInput,
  dto: menuItemDto,
  page: menuItemPage,
  toDto: toMenuItemDto,
  toColumns: ({ category: _category, translations, ...columns }) => ({ ...columns, translations: storedTranslations(translations, MENU_ITEM_TRANSLATED_FIELDS) }),
  beforeDelete: async (ctx, item) => {
    await ctx.em.nativeDelete(ScheduledHighlight, { item: item.id });
  },
};
