// The REST twin of tRPC's authenticated procedure: one gate in front of every /api/admin path, so no
// handler has to remember to check. It answers 401 before any body is read or anything is done; the
// routes behind it (register-routes.ts) take the context it built.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../context';
import { createContext } from '../create-context';
import { unauthenticated } from '../errors';

export function requireStaff(deps: AppDeps): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const ctx = await createContext(deps, req);
    if (!ctx.user) throw unauthenticated();
    res.locals.staffCtx = ctx;
    next();
  };
}
