import { Router } from 'express';
import { loginInput } from '../../../shared/schemas/auth';
import { parseInput } from '../../lib/validate';
import { withCtx } from '../../rest/handler';
import type { AppDeps } from '../../context';
import { login, logout, me } from './auth.service';

export function authRest(deps: AppDeps): Router {
  return Router()
    .post('/auth/login', withCtx(deps, async (ctx, req, res) => {
      const result = await login(ctx, parseInput(loginInput, req.body));
      res.setHeader('Authorization', `Bearer ${result.token}`);
      res.json(result);
    }))
    .post('/auth/logout', withCtx(deps, async (ctx, _req, res) => {
      await logout(ctx);
      res.status(204).end();
    }))
    .get('/auth/me', withCtx(deps, (ctx, _req, res) => {
      res.json(me(ctx));
    }));
}
