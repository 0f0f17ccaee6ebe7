import { publicProcedure, router } from '../../trpc/init';
import { catalogAdminProcedures } from '../catalog/catalog.trpc';
import { drinksCatalog } from './drinks.catalog';
import { getPublicDrinks } from './drinks.service';

export const drinksTrpc = router({
  full: publicProcedure.query(({ ctx }) => getPublicDrinks(ctx)),
});

export const drinksAdminTrpc = router(catalogAdminProcedures(drinksCatalog));
