import { Router } from 'express';
import { withCtx } from '../../rest/handler';
import type { AppDeps } from '../../context';
import { getPublicDrinks } from './drinks.service';

export function drinksRest(deps: AppDeps): Router {
  return Router().get('/drinks/full', withCtx(deps, async (ctx, _req, res) => {
    res.json(await getPublicDrinks(ctx));
  }));
}
