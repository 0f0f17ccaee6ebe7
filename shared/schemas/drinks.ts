// The drinks and wine list: the public drink (GET /api/drinks/full) and the staff's drink (admin).
import { z } from 'zod';
import { optionalNumberInRange, optionalText } from './fields';
import { CATALOG_ITEM_TRANSLATABLE, catalogItemDtoFields, catalogItemFields, type PublicCatalog } from './catalog';
import { translationsDto, translationsInput, type WithTranslations } from './translations';
import { pageSchema } from './paging';

/** A drink as the public list shows it (REST writes dietaryTags as dietary_tags). */
export const publicDrinkItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  image: z.string().nullable(),
  available: z.boolean(),
  featured: z.boolean(),
  abv: z.number().nullable().describe('Alcohol by volume, in percent.'),
  size: z.string().nullable().describe('The serving, e.g. "5 oz".'),
  region: z.string().nullable(),
  grape: z.string().nullable(),
  vintage: z.string().nullable(),
  order: z.number().int().describe('The display order, 999 when none is set.'),
  dietaryTags: z.string(),
  allergens: z.string(),
});
export type PublicDrinkItem = z.infer<typeof publicDrinkItem>;
export type PublicDrinks = PublicCatalog<PublicDrinkItem>;

/** A vintage is a year or a word ("NV"); a number is taken as text. */
const vintageField = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), optionalText('Vintage', 20));

/** What guests read of a drink: its name and description. */
export const DRINK_ITEM_TRANSLATABLE = CATALOG_ITEM_TRANSLATABLE;
export const DRINK_ITEM_TRANSLATED_FIELDS = Object.keys(DRINK_ITEM_TRANSLATABLE) as (keyof typeof DRINK_ITEM_TRANSLATABLE)[];

export const drinkItemInput = z.object({
  ...catalogItemFields,
  abv: optionalNumberInRange('ABV', 0, 100).transform((value) => (value === null ? null : Math.round(value * 10) / 10)),
  size: optionalText('Size', 40),
  region: optionalText('Region', 120),
  grape: optionalText('Grape', 120),
  vintage: vintageField,
  translations: translationsInput(DRINK_ITEM_TRANSLATABLE),
}).meta({ id: 'DrinkItemInput' });
export type DrinkItemInput = z.input<typeof drinkItemInput>;
export type DrinkItemData = WithTranslations<z.output<typeof drinkItemInput>>;

export const drinkItemDto = z.object({
  ...catalogItemDtoFields,
  abv: z.number().nullable(),
  size: z.string().nullable(),
  region: z.string().nullable(),
  grape: z.string().nullable(),
  vintage: z.string().nullable(),
  translations: translationsDto(DRINK_ITEM_TRANSLATABLE),
}).meta({ id: 'DrinkItem', description: 'A drink as staff manage it.' });
export type DrinkItemDto = z.infer<typeof drinkItemDto>;
export const drinkItemPage = pageSchema(drinkItemDto).meta({ id: 'DrinkItemPage' });
