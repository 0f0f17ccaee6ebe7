// The food menu: the public dish (GET /api/menu/full) and the staff's menu item (admin).
import { z } from 'zod';
import { booleanFlag, intInRange, optionalText } from './fields';
import { CATALOG_ITEM_TRANSLATABLE, catalogItemDtoFields, catalogItemFields, type PublicCatalog } from './catalog';
import { optionalTranslationsInput, translationsDto, translationsInput, type WithTranslations } from './translations';
import { pageSchema } from './paging';

export const MAX_SPICY_LEVEL = 3;

/** A dish as the public menu shows it (REST writes these names in snake_case). */
export const publicMenuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  dietaryTags: z.string().describe('Pipe list as stored; `halal` is its own flag (the public view adds it to the tags).'),
  allergens: z.string(),
  spicyLevel: z.number().int().min(0).max(MAX_SPICY_LEVEL),
  halal: z.boolean(),
  available: z.boolean(),
  featured: z.boolean(),
  image: z.string().nullable(),
  order: z.number().int().describe('The display order, 999 when none is set.'),
});
export type PublicMenuItem = z.infer<typeof publicMenuItem>;
export type PublicMenu = PublicCatalog<PublicMenuItem>;

/** What guests read of a dish: its name, description and highlight tag (the home page's card label). */
export const MENU_ITEM_TRANSLATABLE = { ...CATALOG_ITEM_TRANSLATABLE, menuHighlightTag: { label: 'Highlight tag', max: 60 } } as const;
export const MENU_ITEM_TRANSLATED_FIELDS = Object.keys(MENU_ITEM_TRANSLATABLE) as (keyof typeof MENU_ITEM_TRANSLATABLE)[];

export const menuItemInput = z.object({
  ...catalogItemFields,
  spicyLevel: intInRange('Spicy level', 0, MAX_SPICY_LEVEL).default(0),
  halal: booleanFlag('Halal').default(false),
  menuHighlight: booleanFlag('Highlight').default(false),
  menuHighlightTag: optionalText('Highlight tag', 60),
  translations: translationsInput(MENU_ITEM_TRANSLATABLE),
}).meta({ id: 'MenuItemInput' });
export type MenuItemInput = z.input<typeof menuItemInput>;
export type MenuItemData = WithTranslations<z.output<typeof menuItemInput>>;

export const menuItemDto = z.object({
  ...catalogItemDtoFields,
  spicyLevel: z.number().int(),
  halal: z.boolean(),
  menuHighlight: z.boolean(),
  menuHighlightTag: z.string().nullable(),
  translations: translationsDto(MENU_ITEM_TRANSLATABLE),
}).meta({ id: 'MenuItem', description: 'A dish as staff manage it.' });
export type MenuItemDto = z.infer<typeof menuItemDto>;
export const menuItemPage = pageSchema(menuItemDto).meta({ id: 'MenuItemPage' });

/** PATCH /api/admin/menu/{id}/highlight?value=&tag= */
export const highlightFlagInput = z.object({ value: booleanFlag('Value'), tag: optionalText('Tag', 60).optional() });
export type HighlightFlagData = z.output<typeof highlightFlagInput>;

/** The staff admin's flag (tRPC): the tag's translations may come with it (left out: they stay while the tag does). */
export const highlightFlagBody = highlightFlagInput.extend({ translations: optionalTranslationsInput({ menuHighlightTag: MENU_ITEM_TRANSLATABLE.menuHighlightTag }) });
export type HighlightFlagBody = WithTranslations<z.output<typeof highlightFlagBody>>;
