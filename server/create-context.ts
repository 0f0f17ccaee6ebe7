import type { Request } from 'express';
import { bearerToken, type AppDeps, type Ctx } from './context';
import { authenticate } from './features/auth/auth.service';

/** createContext(req) → { em, user, … } for both transports: request metadata is read here, once. */
export async function createContext(deps: AppDeps, req: Request): Promise<Ctx> {
  const em = deps.orm.em.fork();
  const user = await authenticate(em, deps.clock, bearerToken(req));
  return {
    em,
    user,
    clock: deps.clock,
    settings: deps.settings,
    limiters: deps.limiters,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    userAgent: req.get('User-Agent')?.slice(0, 500) || null,
    pagePath: req.get('X-Page-Path')?.slice(0, 500) || null,
    honeypot: req.get('X-Honeypot')?.slice(0, 500) ?? null,
  };
}
