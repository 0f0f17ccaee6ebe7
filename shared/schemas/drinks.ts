// The drinks and wine list: the public drink (GET /api/drinks/full) and the staff's drink (admin).
import { z } from 'zod';
import { optionalNumberInRange, optionalText } from './fields';
import { catalogItemDtoFields, catalogItemFields, type PublicCatalog } from './catalog';
import { pageSchema } from './paging';

export interface PublicDrinkItem {
  id: number;
  name: string;
  description: string | null;
  price: number;
  image: string | null;
  available: boolean;
  featured: boolean;
  abv: number | null;
  size: string | null;
  region: string | null;
  grape: string | null;
  vintage: string | null;
  order: number;
  dietaryTags: string;
  allergens: string;
}
export type PublicDrinks = PublicCatalog<PublicDrinkItem>;

/** A vintage is a year or a word ("NV"); a number is taken as text. */
const vintageField = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), optionalText('Vintage', 20));

export const drinkItemInput = z.object({
  ...catalogItemFields,
  abv: optionalNumberInRange('ABV', 0, 100).transform((value) => (value === null ? null : Math.round(value * 10) / 10)),
  size: optionalText('Size', 40),
  region: optionalText('Region', 120),
  grape: optionalText('Grape', 120),
  vintage: vintageField,
});
export type DrinkItemInput = z.input<typeof drinkItemInput>;
export type DrinkItemData = z.output<typeof drinkItemInput>;

export const drinkItemDto = z.object({
  ...catalogItemDtoFields,
  abv: z.number().nullable(),
  size: z.string().nullable(),
  region: z.string().nullable(),
  grape: z.string().nullable(),
  vintage: z.string().nullable(),
});
export type DrinkItemDto = z.infer<typeof drinkItemDto>;
export const drinkItemPage = pageSchema(drinkItemDto);
