// The REST twin of tRPC's authenticated procedure: one gate in front of every /api/admin path, so no
// handler has to remember to check. It answers 401 before any body is read or anything is done.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppDeps, Ctx } from '../context';
import { createContext } from '../create-context';
import { unauthenticated } from '../errors';

type StaffCtx = Ctx & { user: NonNullable<Ctx['user']> };

export function requireStaff(deps: AppDeps): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const ctx = await createContext(deps, req);
    if (!ctx.user) throw unauthenticated();
    res.locals.staffCtx = ctx;
    next();
  };
}

/**
 * An admin route handler: receives the signed-in staff member's context from the gate. A handler that is
 * somehow reached without the gate finds no context and answers 401, never the data.
 */
export function staffRoute(handler: (ctx: StaffCtx, req: Request, res: Response) => Promise<void> | void): RequestHandler {
  return async (req, res) => {
    const ctx = res.locals.staffCtx as StaffCtx | undefined;
    if (!ctx?.user) throw unauthenticated();
    await handler(ctx, req, res);
  };
}
