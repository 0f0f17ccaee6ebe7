// Builds the request context for REST handlers; Express 5 forwards async rejections to the error handler.
import type { NextFunction, Request, Response } from 'express';
import { createContext } from '../create-context';
import type { AppDeps, Ctx } from '../context';

export function withCtx(deps: AppDeps, handler: (ctx: Ctx, req: Request, res: Response) => Promise<void> | void) {
  return async (req: Request, res: Response, _next: NextFunction) => {
    const ctx = await createContext(deps, req);
    await handler(ctx, req, res);
  };
}
