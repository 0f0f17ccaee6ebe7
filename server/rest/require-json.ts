import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors';

/** A request that carries a body must say it is JSON (415 otherwise). */
export function requireJsonBody(req: Request, _res: Response, next: NextFunction): void {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('application/json')) {
    next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON (Content-Type: application/json).'));
    return;
  }
  next();
}
