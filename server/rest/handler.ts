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

/**
 * A public read: the same answer for every guest, for the current content and date. Marked `no-cache` (kept, but
 * revalidated by its ETag each time) rather than the API's default `no-store`, which is what lets the public-read
 * cache (server/http-cache) share it.
 */
export function publicRead(deps: AppDeps, read: (ctx: Ctx, req: Request) => Promise<unknown>) {
  return withCtx(deps, async (ctx, req, res) => {
    const body = await read(ctx, req);
    res.setHeader('Cache-Control', 'no-cache');
    res.json(body);
  });
}
