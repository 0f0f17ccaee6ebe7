import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../errors';

/**
 * A request that carries a body must say it is JSON (415 otherwise); the routes in `multipart` ("POST /admin/uploads",
 * lowercase paths), which parse and size-limit their body themselves, may send multipart.
 */
export function requireJsonBody(multipart: ReadonlySet<string>): RequestHandler {
  const takesMultipart = (req: Request) => {
    // Express matches paths case-insensitively and with an optional trailing slash; so does this check.
    const path = req.path.replace(/\/+$/, '').toLowerCase();
    return multipart.has(`${req.method} ${path}`) && Boolean(req.is('multipart/form-data'));
  };
  return (req: Request, _res: Response, next: NextFunction) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json') && !takesMultipart(req)) {
      next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON (Content-Type: application/json).'));
      return;
    }
    next();
  };
}
