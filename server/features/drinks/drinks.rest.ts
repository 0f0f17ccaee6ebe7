import type { z } from 'zod';
import { publicCatalogSchema } from '../../../shared/schemas/catalog';
import { publicDrinkItem, type PublicDrinkItem } from '../../../shared/schemas/drinks';
import { defineRoute } from '../../rest/api-route';
import { catalogAdminRoutes } from '../catalog/catalog.rest';
import { mapCatalogItems } from '../catalog/public-catalog';
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
    description: 'The same envelope as the menu: only available drinks, categories in display order, drinks by `order`, then id.',
    shared: true,
    response: { status: 200, description: 'The drinks list.', schema: publicCatalogSchema(wireDrinkItem).meta({ id: 'PublicDrinks' }) },
    example: { response: { currency: 'USD', categories: [{ name: exampleDrinkCategory.name, slug: exampleDrinkCategory.slug, items: [examplePublicDrinkItem] }] } },
    handle: async ({ ctx }) => mapCatalogItems(await getPublicDrinks(ctx), toWireDrinkItem),
  }),
];

export const drinksAdminRoutes = catalogAdminRoutes(drinksCatalog, {
  tag: 'Drinks',
  noun: 'drink',
  plural: 'drinks',
  examples: { input: exampleDrinkItemInput, item: exampleDrinkItem, category: exampleDrinkCategory },
});
