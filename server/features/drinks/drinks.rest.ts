import { Router } from 'express';
import type { PublicDrinkItem } from '../../../shared/schemas/drinks';
import type { AdminRoutes } from '../../rest/admin-router';
import { publicRead } from '../../rest/handler';
import type { AppDeps } from '../../context';
import { registerCatalogAdminRoutes } from '../catalog/catalog.rest';
import { mapCatalogItems } from '../catalog/public-catalog';
import { drinksCatalog } from './drinks.catalog';
import { getPublicDrinks } from './drinks.service';

/** The frozen REST names of a public drink (API.md). */
export function toWireDrinkItem({ dietaryTags, ...item }: PublicDrinkItem) {
  return { ...item, dietary_tags: dietaryTags };
}

export function drinksRest(deps: AppDeps): Router {
  return Router().get('/drinks/full', publicRead(deps, async (ctx) => mapCatalogItems(await getPublicDrinks(ctx), toWireDrinkItem)));
}

/** Admin routes (behind the requireStaff gate): the catalog's. */
export const drinksAdminRest: AdminRoutes = (router) => registerCatalogAdminRoutes(router, drinksCatalog);
