import { Router } from 'express';
import { highlightsQuery } from '../../../shared/schemas/public-reads';
import { parseInput } from '../../lib/validate';
import { withCtx } from '../../rest/handler';
import type { AppDeps } from '../../context';
import { getHighlights } from './highlights.service';

export function highlightsRest(deps: AppDeps): Router {
  return Router().get('/highlights', withCtx(deps, async (ctx, req, res) => {
    res.json(await getHighlights(ctx, parseInput(highlightsQuery, req.query)));
  }));
}
