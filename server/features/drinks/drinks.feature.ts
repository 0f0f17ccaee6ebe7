// The drinks and wine list: what the app serves of this domain, for server/features.ts (its tables: drinks.tables.ts).
import { NO_FILTER } from '../../../shared/rules/catalog-filter';
import type { ServerFeature } from '../../feature';
import { drinksActivity } from './drinks.activity';
import { drinksAdminRoutes, drinksPublicRoutes } from './drinks.rest';
import { getPublicDrinks } from './drinks.service';
import { drinksAdminTrpc, drinksTrpc } from './drinks.trpc';

export const drinks = {
  trpc: { public: { drinks: drinksTrpc }, admin: { drinks: drinksAdminTrpc } },
  routes: [...drinksPublicRoutes, ...drinksAdminRoutes],
  activity: drinksActivity,
  publicReads: { drinks: (ctx, query) => getPublicDrinks(ctx, { ...NO_FILTER, lang: query?.lang }) },
} satisfies ServerFeature;
