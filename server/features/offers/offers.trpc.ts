import { offersQuery } from '../../../shared/schemas/public-reads';
import { publicProcedure, router } from '../../trpc/init';
import { getActiveOffers } from './offers.service';

export const offersTrpc = router({
  active: publicProcedure.input(offersQuery).query(({ ctx, input }) => getActiveOffers(ctx, input)),
});
