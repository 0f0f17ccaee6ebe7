// The food menu: the public dish (GET /api/menu/full) and the staff's menu item (admin).
import { z } from 'zod';
import { booleanFlag, intInRange, optionalText } from './fields';
import { catalogItemDtoFields, catalogItemFields, type PublicCatalog } from './catalog';
import { pageSchema } from './paging';

export const MAX_SPICY_LEVEL = 3;

/** A dish as the public menu shows it (REST writes these names in snake_case). */
export interface PublicMenuItem {
  id: number;
  name: string;
  description: string | null;
  price: number;
  dietaryTags: string;
  allergens: string;
  spicyLevel: number;
  halal: boolean;
  available: boolean;
  featured: boolean;
  image: string | null;
  order: number;
}
export type PublicMenu = PublicCatalog<PublicMenuItem>;

export const menuItemInput = z.object({
  ...catalogItemFields,
  spicyLevel: intInRange('Spicy level', 0, MAX_SPICY_LEVEL).default(0),
  halal: booleanFlag('Halal').default(false),
  menuHighlight: booleanFlag('Highlight').default(false),
  menuHighlightTag: optionalText('Highlight tag', 60),
});
export type MenuItemInput = z.input<typeof menuItemInput>;
export type MenuItemData = z.output<typeof menuItemInput>;

export const menuItemDto = z.object({
  ...catalogItemDtoFields,
  spicyLevel: z.number().int(),
  halal: z.boolean(),
  menuHighlight: z.boolean(),
  menuHighlightTag: z.string().nullable(),
});
export type MenuItemDto = z.infer<typeof menuItemDto>;
export const menuItemPage = pageSchema(menuItemDto);

/** PATCH /api/admin/menu/{id}/highlight?value=&tag= */
export const highlightFlagInput = z.object({ value: booleanFlag('Value'), tag: optionalText('Tag', 60).optional() });
export type HighlightFlagData = z.output<typeof highlightFlagInput>;
