import type { Request, Response } from 'express';
import { bearerToken, type AppDeps, type Ctx } from './context';
import { authenticate } from './auth/authenticate';
import { setActivityActor } from './activity-log/activity-actor';
import { readDeviceTokens, writeDeviceTokens } from './auth/device-cookie';

/**
 * createContext(req) → { em, user, … } for both transports: request metadata is read here, once. A public route
 * passes `withUser: false`: it serves everyone alike, so a token it is sent costs no database read (and a health
 * check with a token still says "down" rather than failing when the database does not answer).
 */
export async function createContext(deps: AppDeps, req: Request, { withUser = true, res }: { withUser?: boolean; res?: Response } = {}): Promise<Ctx> {
  const em = deps.orm.em.fork();
  const user = withUser ? await authenticate(em, deps.clock, bearerToken(req)) : null;
  // The activity log names whoever is signed in as the author of this request's writes (activity-log/activity-actor.ts).
  setActivityActor(em, user);
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
    deviceTokens: readDeviceTokens(req),
    rememberDevice: (tokens) => {
      if (res && !res.headersSent) writeDeviceTokens(req, res, tokens);
    },
  };
}
