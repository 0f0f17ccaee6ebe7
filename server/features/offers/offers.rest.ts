import type { AdminRoutes } from '../../rest/admin-router';
import { Router } from 'express';
import { offersQuery } from '../../../shared/schemas/offers';
import { parseInput } from '../../lib/validate';
import { withCtx } from '../../rest/handler';
import type { AppDeps } from '../../context';
import { getActiveOffers } from './offers.service';

export function offersRest(deps: AppDeps): Router {
  return Router().get('/offers', withCtx(deps, async (ctx, req, res) => {
    res.json(await getActiveOffers(ctx, parseInput(offersQuery, req.query)));
  }));
}

/** Admin routes (behind the requireStaff gate). */
export const offersAdminRest: AdminRoutes = (_router) => {};
