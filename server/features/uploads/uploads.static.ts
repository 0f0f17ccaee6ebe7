// Serves uploaded photos' variants under /uploads from the configured store (a folder or the database). Only names the
// upload service makes are looked up (a strict pattern, no path arithmetic), so nothing else — originals, dotfiles,
// temp files, a traversing or encoded path — can ever be reached: anything else is a plain 404.
import { Router, type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { parseUploadVariantName } from '../../../shared/rules/upload-variants';
import type { AppDeps } from '../../context';
import { uploadStore } from './configured-upload-store';

function notFound(res: Response): void {
  if (res.headersSent) return;
  res.status(404).set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }).type('text/plain').send('Not found');
}

export function serveUploads(deps: AppDeps): RequestHandler {
  const uploads = Router();
  uploads.get('/:name', async (req, res) => {
    const name = req.params.name;
    if (typeof name !== 'string' || !parseUploadVariantName(name)) {
      notFound(res);
      return;
    }
    const file = await uploadStore({ settings: deps.settings, em: deps.orm.em }).readVariant(name);
    if (!file) {
      notFound(res);
      return;
    }
    // Content-hashed names never change content: cache for a year, immutable (Express adds the ETag a revalidation uses).
    res
      .status(200)
      .set({ 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff', 'Content-Type': file.contentType })
      .send(file.data);
  });
  uploads.use((_req, res) => notFound(res));
  // A path Express cannot decode (a bad %-escape) is not a photo either; a store that fails (the database down) is
  // the app's error handler's 500, not a 404 a browser would remember.
  const onError: ErrorRequestHandler = (error: { status?: number }, _req, res, next) => {
    if (error.status !== undefined && error.status >= 400 && error.status < 500) notFound(res);
    else next(error);
  };
  uploads.use(onError);
  return uploads;
}
