import { offerActiveInput, offerIdInput, offerInput, offerListQuery, offersQuery, offerUpdateInput } from '../../../shared/schemas/offers';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { createOffer, deleteOffer, getActiveOffers, getOffer, listOffers, setOfferActive, updateOffer } from './offers.service';

export const offersTrpc = router({
  active: publicProcedure.input(offersQuery).query(({ ctx, input }) => getActiveOffers(ctx, input)),
});

export const offersAdminTrpc = router({
  list: authedProcedure.input(offerListQuery).query(({ ctx, input }) => listOffers(ctx, input)),
  get: authedProcedure.input(offerIdInput).query(({ ctx, input }) => getOffer(ctx, input.id)),
  create: authedProcedure.input(offerInput).mutation(({ ctx, input }) => createOffer(ctx, input)),
  update: authedProcedure.input(offerUpdateInput).mutation(({ ctx, input }) => updateOffer(ctx, input.id, input.data)),
  remove: authedProcedure.input(offerIdInput).mutation(({ ctx, input }) => deleteOffer(ctx, input.id)),
  setActive: authedProcedure.input(offerActiveInput).mutation(({ ctx, input }) => setOfferActive(ctx, input.id, input.value)),
});
