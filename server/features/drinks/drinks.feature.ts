// The drinks and wine list: everything the app needs from this domain, for server/features.ts.
import { NO_FILTER } from '../../../shared/rules/catalog-filter';
import type { ServerFeature } from '../../feature';
import { DrinkCategory } from './drink-category.entity';
import { DrinkItem } from './drink-item.entity';
import { drinksActivity } from './drinks.activity';
import { drinksAdminRoutes, drinksPublicRoutes } from './drinks.rest';
import { getPublicDrinks } from './drinks.service';
import { drinksAdminTrpc, drinksTrpc } from './drinks.trpc';
import { drinksDemo } from './drinks.demo';

export const drinks = {
  entities: [DrinkCategory, DrinkItem],
  contentEntities: [DrinkCategory, DrinkItem],
  trpc: { public: { drinks: drinksTrpc }, admin: { drinks: drinksAdminTrpc } },
  routes: [...drinksPublicRoutes, ...drinksAdminRoutes],
  activity: drinksActivity,
  demo: drinksDemo,
  publicReads: { drinks: (ctx, query) => getPublicDrinks(ctx, { ...NO_FILTER, lang: query?.lang }) },
} satisfies ServerFeature;
