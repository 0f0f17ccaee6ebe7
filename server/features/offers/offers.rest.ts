import type { AdminRoutes } from '../../rest/admin-router';
import { Router } from 'express';
import { offerActiveQuery, offerInput, offerListQuery, offersQuery } from '../../../shared/schemas/offers';
import { parseInput } from '../../lib/validate';
import { publicRead } from '../../rest/handler';
import { requireIdParam } from '../../rest/params';
import { staffRoute } from '../../rest/require-staff';
import type { AppDeps } from '../../context';
import { createOffer, deleteOffer, getActiveOffers, getOffer, listOffers, setOfferActive, updateOffer } from './offers.service';

export function offersRest(deps: AppDeps): Router {
  return Router().get('/offers', publicRead(deps, (ctx, req) => getActiveOffers(ctx, parseInput(offersQuery, req.query))));
}

/** Admin routes (behind the requireStaff gate). Unknown body fields are ignored. */
export const offersAdminRest: AdminRoutes = (router) => {
  router.get('/offers', staffRoute(async (ctx, req, res) => {
    res.json(await listOffers(ctx, parseInput(offerListQuery, req.query)));
  }));
  router.get('/offers/:id', staffRoute(async (ctx, req, res) => {
    res.json(await getOffer(ctx, requireIdParam(req, 'Offer')));
  }));
  router.post('/offers', staffRoute(async (ctx, req, res) => {
    const offer = await createOffer(ctx, parseInput(offerInput, req.body));
    res.status(201).location(`/api/admin/offers/${offer.id}`).json(offer);
  }));
  router.put('/offers/:id', staffRoute(async (ctx, req, res) => {
    const id = requireIdParam(req, 'Offer');
    res.json(await updateOffer(ctx, id, parseInput(offerInput, req.body)));
  }));
  router.delete('/offers/:id', staffRoute(async (ctx, req, res) => {
    await deleteOffer(ctx, requireIdParam(req, 'Offer'));
    res.status(204).end();
  }));
  router.patch('/offers/:id/active', staffRoute(async (ctx, req, res) => {
    const id = requireIdParam(req, 'Offer');
    await setOfferActive(ctx, id, parseInput(offerActiveQuery, req.query).value);
    res.status(204).end();
  }));
};
