// The drinks and wine list: everything the app needs from this domain, for server/features.ts.
import type { ServerFeature } from '../../feature';
import { DrinkCategory } from './drink-category.entity';
import { DrinkItem } from './drink-item.entity';
import { drinksActivity } from './drinks.activity';
import { drinksAdminRoutes, drinksPublicRoutes } from './drinks.rest';
import { drinksAdminTrpc, drinksTrpc } from './drinks.trpc';
import { drinksDemo } from './drinks.demo';

export { getPublicDrinks } from './drinks.service';

export const drinks = {
  entities: [DrinkCategory, DrinkItem],
  contentEntities: [DrinkCategory, DrinkItem],
  trpc: { public: { drinks: drinksTrpc }, admin: { drinks: drinksAdminTrpc } },
  routes: [...drinksPublicRoutes, ...drinksAdminRoutes],
  activity: drinksActivity,
  demo: drinksDemo,
} satisfies ServerFeature;
