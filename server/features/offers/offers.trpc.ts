import { offersQuery } from '../../../shared/schemas/offers';
import { publicProcedure, router } from '../../trpc/init';
import { getActiveOffers } from './offers.service';

export const offersTrpc = router({
  active: publicProcedure.input(offersQuery).query(({ ctx, input }) => getActiveOffers(ctx, input)),
});

export const offersAdminTrpc = router({});
