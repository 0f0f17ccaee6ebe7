import { Router } from 'express';
import { withCtx } from '../../rest/handler';
import type { AppDeps } from '../../context';
import { getPublicMenu } from './menu.service';

export function menuRest(deps: AppDeps): Router {
  return Router().get('/menu/full', withCtx(deps, async (ctx, _req, res) => {
    res.json(await getPublicMenu(ctx));
  }));
}
