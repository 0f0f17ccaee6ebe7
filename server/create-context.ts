import type { Request } from 'express';
import { bearerToken, type AppDeps, type Ctx } from './context';
import { authenticate } from './features/auth/auth.service';

/** createContext(req) → { em, user, … } for both transports. */
export async function createContext(deps: AppDeps, req: Request): Promise<Ctx> {
  const em = deps.orm.em.fork();
  const user = await authenticate(em, deps.clock, bearerToken(req));
  return { em, user, clock: deps.clock, settings: deps.settings, limiters: deps.limiters, ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent: req.get('User-Agent') ?? null };
}
