import type { AdminRoutes } from '../../rest/admin-router';
import { Router } from 'express';
import { highlightsQuery } from '../../../shared/schemas/highlights';
import { parseInput } from '../../lib/validate';
import { withCtx } from '../../rest/handler';
import type { AppDeps } from '../../context';
import { getHighlights } from './highlights.service';

export function highlightsRest(deps: AppDeps): Router {
  return Router().get('/highlights', withCtx(deps, async (ctx, req, res) => {
    res.json(await getHighlights(ctx, parseInput(highlightsQuery, req.query)));
  }));
}

/** Admin routes (behind the requireStaff gate). */
export const highlightsAdminRest: AdminRoutes = (_router) => {};
