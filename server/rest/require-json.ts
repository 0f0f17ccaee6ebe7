import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors';

/** The routes that take a multipart body and parse (and size-limit) it themselves: only the photo upload. */
const MULTIPART_ROUTES = new Set(['POST /admin/uploads']);

function takesMultipart(req: Request): boolean {
  // Express matches paths case-insensitively and with an optional trailing slash; so does this check.
  const path = req.path.replace(/\/+$/, '').toLowerCase();
  return MULTIPART_ROUTES.has(`${req.method} ${path}`) && Boolean(req.is('multipart/form-data'));
}

/** A request that carries a body must say it is JSON (415 otherwise); the upload route may send multipart. */
export function requireJsonBody(req: Request, _res: Response, next: NextFunction): void {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('application/json') && !takesMultipart(req)) {
    next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON (Content-Type: application/json).'));
    return;
  }
  next();
}
