import type { z } from 'zod';
import { catalogFilterQuery, publicCatalogSchema } from '../../../shared/schemas/catalog';
import { highlightFlagInput, publicMenuItem, type PublicMenuItem } from '../../../shared/schemas/menu';
import { translatedText, WITH_LANG } from '../../../shared/schemas/translations';
import { defineRoute } from '../../rest/api-route';
import { catalogAdminRoutes } from '../../catalog/catalog.rest';
import { mapCatalogItems } from '../../catalog/public-catalog';
import { menuCatalog } from './menu.catalog';
import { exampleMenuCategory, exampleMenuItem, exampleMenuItemInput, examplePublicMenuItem } from './menu.examples';
import { getPublicMenu, setMenuHighlight } from './menu.service';

/** A public dish under the frozen REST names (API.md): snake_case where the contract says so. */
export const wireMenuItem = publicMenuItem
  .omit({ dietaryTags: true, spicyLevel: true })
  .extend({ dietary_tags: publicMenuItem.shape.dietaryTags, spicy_level: publicMenuItem.shape.spicyLevel })
  .meta({ id: 'PublicMenuItem' });
export type WireMenuItem = z.infer<typeof wireMenuItem>;

export function toWireMenuItem({ dietaryTags, spicyLevel, ...item }: PublicMenuItem): WireMenuItem {
  return { ...item, dietary_tags: dietaryTags, spicy_level: spicyLevel };
}

export const menuPublicRoutes = [
  defineRoute({
    method: 'get',
    path: '/menu/full',
    auth: 'public',
    tag: 'Public',
    summary: 'The food menu',
    description:
      'Only available dishes; categories in their display order, those without an available dish left out; dishes by `order`, then id. '
      + '`image` may be null. The guest\'s allergy & diet filter: `exclude` leaves out every dish containing any of the allergens, '
      + '`diet` keeps only dishes carrying every tag (`halal` included; a vegan dish counts as vegetarian); categories left empty are left out. An unknown word is a 400 naming the parameter. '
      + `The /menu page takes the same parameters. ${WITH_LANG} dish names, descriptions and category names are ${translatedText("the staff's")}; `
      + 'another `lang` is a 400 naming `lang`.',
    shared: true,
    query: catalogFilterQuery,
    response: { status: 200, description: 'The menu.', schema: publicCatalogSchema(wireMenuItem).meta({ id: 'PublicMenu' }) },
    errors: { 400: 'An unknown word in `exclude` or `diet`, e.g. "Exclude has an unknown allergen: glutten.", or an unknown `lang`.' },
    example: {
      query: { exclude: 'gluten,tree-nuts', diet: 'gluten-free' },
      response: { currency: 'USD', categories: [{ name: exampleMenuCategory.name, slug: exampleMenuCategory.slug, items: [toWireMenuItem(examplePublicMenuItem)] }] },
    },
    handle: async ({ ctx, query }) => mapCatalogItems(await getPublicMenu(ctx, query), toWireMenuItem),
  }),
];

export const menuAdminRoutes = [
  defineRoute({
    method: 'patch',
    path: '/admin/menu/:id/highlight',
    auth: 'staff',
    role: 'staff',
    tag: 'Menu',
    summary: 'Make a dish a standing highlight or not',
    description: 'Standing highlights fill the home page on days without a schedule; `tag` is the card\'s label (empty clears it, left out keeps it).',
    params: { id: 'Menu item' },
    query: highlightFlagInput,
    response: { status: 204, description: 'Done.' },
    example: { params: { id: exampleMenuItem.id }, query: { value: 'true', tag: 'Chef’s pick' } },
    handle: ({ ctx, params, query }) => setMenuHighlight(ctx, params.id, query),
  }),
  ...catalogAdminRoutes(menuCatalog, {
    tag: 'Menu',
    noun: 'dish',
    plural: 'dishes',
    examples: { input: exampleMenuItemInput, item: exampleMenuItem, category: exampleMenuCategory, newItemName: 'Gambas al Ajillo' },
    deleteNote: 'Its scheduled highlights go with it.',
  }),
];
