import { offerActiveInput, offerIdInput, offerInput, offerListQuery, offersQuery, offerUpdateInput } from '../../../shared/schemas/offers';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { createOffer, deleteOffer, getActiveOffers, getOffer, listOffers, setOfferActive, updateOffer } from './offers.service';

export const offersTrpc = router({
  active: publicProcedure.input(offersQuery).query(({ ctx, input }) => getActiveOffers(ctx, input)),
});

export const offersAdminTrpc = router({
  list: adminProcedure('staff').input(offerListQuery).query(({ ctx, input }) => listOffers(ctx, input)),
  get: adminProcedure('staff').input(offerIdInput).query(({ ctx, input }) => getOffer(ctx, input.id)),
  create: adminProcedure('manager').input(offerInput).mutation(({ ctx, input }) => createOffer(ctx, input)),
  update: adminProcedure('manager').input(offerUpdateInput).mutation(({ ctx, input }) => updateOffer(ctx, input.id, input.data)),
  remove: adminProcedure('manager').input(offerIdInput).mutation(({ ctx, input }) => deleteOffer(ctx, input.id)),
  setActive: adminProcedure('manager').input(offerActiveInput).mutation(({ ctx, input }) => setOfferActive(ctx, input.id, input.value)),
});
