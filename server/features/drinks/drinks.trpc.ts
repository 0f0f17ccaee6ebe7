import { catalogFilterQuery } from '../../../shared/schemas/catalog';
import { publicProcedure, router } from '../../trpc/init';
import { catalogAdminProcedures } from '../../catalog/catalog.trpc';
import { drinksCatalog } from './drinks.catalog';
import { getPublicDrinks } from './drinks.service';

export const drinksTrpc = router({
  // The REST route's twin: the same optional allergy & diet filter.
  full: publicProcedure.input(catalogFilterQuery.optional()).query(({ ctx, input }) => getPublicDrinks(ctx, input)),
});

export const drinksAdminTrpc = router(catalogAdminProcedures(drinksCatalog));
