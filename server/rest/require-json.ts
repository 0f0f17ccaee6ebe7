import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../errors';

/**
 * A request that carries a body must say it is JSON (415 otherwise); the routes in `multipart` ("POST /admin/uploads",
 * lowercase paths), which parse and size-limit their body themselves, may send multipart; those in `text` (the CSV
 * import) their text type.
 */
export function requireJsonBody(multipart: ReadonlySet<string>, text: ReadonlyMap<string, string> = new Map()): RequestHandler {
  const takesMultipart = (req: Request) => {
    // Express matches paths case-insensitively and with an optional trailing slash; so does this check.
    const path = req.path.replace(/\/+$/, '').toLowerCase();
    const textType = text.get(`${req.method} ${path}`);
    return (multipart.has(`${req.method} ${path}`) && Boolean(req.is('multipart/form-data'))) || (textType !== undefined && Boolean(req.is(textType)));
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
