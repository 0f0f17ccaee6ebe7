import { Router } from 'express';
import type { AppDeps } from '../../context';
import { isDatabaseUp } from './health.service';

export function healthRest(deps: AppDeps): Router {
  return Router().get('/health', async (_req, res) => {
    const up = await isDatabaseUp(deps.orm.em.fork());
    res.status(up ? 200 : 503).json({ ok: up, db: up ? 'up' : 'down' });
  });
}
