import type { z } from 'zod';
import { catalogFilterQuery, publicCatalogSchema } from '../../../shared/schemas/catalog';
import { publicDrinkItem, type PublicDrinkItem } from '../../../shared/schemas/drinks';
import { translatedText, WITH_LANG } from '../../../shared/schemas/translations';
import { defineRoute } from '../../rest/api-route';
import { catalogAdminRoutes } from '../../catalog/catalog.rest';
import { mapCatalogItems } from '../../catalog/public-catalog';
import { drinksCatalog } from './drinks.catalog';
import { exampleDrinkCategory, exampleDrinkItem, exampleDrinkItemInput, examplePublicDrinkItem } from './drinks.examples';
import { getPublicDrinks } from './drinks.service';

/** A public drink under the frozen REST names (API.md). */
export const wireDrinkItem = publicDrinkItem
  .omit({ dietaryTags: true })
  .extend({ dietary_tags: publicDrinkItem.shape.dietaryTags })
  .meta({ id: 'PublicDrinkItem' });
export type WireDrinkItem = z.infer<typeof wireDrinkItem>;

export function toWireDrinkItem({ dietaryTags, ...item }: PublicDrinkItem): WireDrinkItem {
  return { ...item, dietary_tags: dietaryTags };
}

export const drinksPublicRoutes = [
  defineRoute({
    method: 'get',
    path: '/drinks/full',
    auth: 'public',
    tag: 'Public',
    summary: 'The drinks and wine list',
    description:
      'The same envelope as the menu: only available drinks, categories in display order, drinks by `order`, then id. '
      + 'The same allergy & diet filter as the menu: `exclude` leaves out every drink containing any of the allergens, `diet` keeps only drinks '
      + 'carrying every tag (a vegan drink counts as vegetarian); categories left empty are left out. An unknown word is a 400 naming the parameter. The /drinks page takes the same parameters. '
      + `${WITH_LANG} drink names, descriptions and category names are ${translatedText("the staff's")}; another \`lang\` is a 400 naming \`lang\`.`,
    shared: true,
    query: catalogFilterQuery,
    response: { status: 200, description: 'The drinks list.', schema: publicCatalogSchema(wireDrinkItem).meta({ id: 'PublicDrinks' }) },
    errors: { 400: 'An unknown word in `exclude` or `diet`, e.g. "Diet has an unknown dietary tag: veggie.", or an unknown `lang`.' },
    example: {
      query: { exclude: 'gluten,dairy' },
      response: { currency: 'USD', categories: [{ name: exampleDrinkCategory.name, slug: exampleDrinkCategory.slug, items: [toWireDrinkItem(examplePublicDrinkItem)] }] },
    },
    handle: async ({ ctx, query }) => mapCatalogItems(await getPublicDrinks(ctx, query), toWireDrinkItem),
  }),
];

export const drinksAdminRoutes = catalogAdminRoutes(drinksCatalog, {
  tag: 'Drinks',
  noun: 'drink',
  plural: 'drinks',
  examples: { input: exampleDrinkItemInput, item: exampleDrinkItem, category: exampleDrinkCategory, newItemName: 'Cava Brut Nature' },
});
