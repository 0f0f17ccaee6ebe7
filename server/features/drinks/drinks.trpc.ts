import { publicProcedure, router } from '../../trpc/init';
import { getPublicDrinks } from './drinks.service';

export const drinksTrpc = router({
  full: publicProcedure.query(({ ctx }) => getPublicDrinks(ctx)),
});

export const drinksAdminTrpc = router({});
