import type { AdminRoutes } from '../../rest/admin-router';
import { Router, type Request } from 'express';
import {
  highlightActiveQuery,
  highlightListQuery,
  highlightReorderInput,
  highlightsQuery,
  highlightUpsertInput,
  type HighlightCard,
} from '../../../shared/schemas/highlights';
import { parseInput } from '../../lib/validate';
import { publicRead } from '../../rest/handler';
import { requireIdParam } from '../../rest/params';
import { staffRoute } from '../../rest/require-staff';
import type { AppDeps } from '../../context';
import { deleteHighlight, getHighlights, listHighlights, reorderHighlights, setHighlightActive, upsertHighlight } from './highlights.service';

/** The contract's card (API.md): the SPA's card without the category's slug, which only the home page's links use. */
export function toWireHighlightCard({ categorySlug: _slug, ...card }: HighlightCard) {
  return card;
}

export function highlightsRest(deps: AppDeps): Router {
  return Router().get('/highlights', publicRead(deps, async (ctx, req) => (await getHighlights(ctx, parseInput(highlightsQuery, req.query))).map(toWireHighlightCard)));
}

/**
 * The contract takes these calls' fields as query parameters as well as in a JSON body: both are merged,
 * the body winning. A body that is not an object is passed on as is, so validation refuses it.
 */
function queryAndBody(req: Request): unknown {
  const body: unknown = req.body;
  if (body === undefined || body === null) return req.query;
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...req.query, ...body };
}

/** Admin routes (behind the requireStaff gate). Unknown body fields are ignored. */
export const highlightsAdminRest: AdminRoutes = (router) => {
  router.get('/highlights', staffRoute(async (ctx, req, res) => {
    res.json(await listHighlights(ctx, parseInput(highlightListQuery, req.query)));
  }));
  router.post('/highlights', staffRoute(async (ctx, req, res) => {
    res.json(await upsertHighlight(ctx, parseInput(highlightUpsertInput, queryAndBody(req))));
  }));
  router.post('/highlights/reorder', staffRoute(async (ctx, req, res) => {
    await reorderHighlights(ctx, parseInput(highlightReorderInput, queryAndBody(req)));
    res.status(204).end();
  }));
  router.patch('/highlights/:id/active', staffRoute(async (ctx, req, res) => {
    const id = requireIdParam(req, 'Highlight');
    await setHighlightActive(ctx, id, parseInput(highlightActiveQuery, req.query).value);
    res.status(204).end();
  }));
  router.delete('/highlights/:id', staffRoute(async (ctx, req, res) => {
    await deleteHighlight(ctx, requireIdParam(req, 'Highlight'));
    res.status(204).end();
  }));
};
