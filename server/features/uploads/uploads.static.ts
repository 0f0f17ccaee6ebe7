// Serves uploaded photos' variants under /uploads. Only names the upload service makes are looked up (a strict
// pattern, no path arithmetic), so nothing outside the variants folder — originals, dotfiles, temp files, a
// traversing or encoded path — can ever be reached: anything else is a plain 404.
import { Router, type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { parseUploadVariantName } from '../../../shared/rules/upload-variants';
import type { AppDeps } from '../../context';
import { uploadFolders } from './upload-storage';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function notFound(res: Response): void {
  if (res.headersSent) return;
  res.status(404).set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }).type('text/plain').send('Not found');
}

export function serveUploads(deps: AppDeps): RequestHandler {
  const root = uploadFolders(deps.settings.uploadsDir).variants;
  const uploads = Router();
  uploads.get('/:name', (req, res) => {
    const name = req.params.name;
    if (typeof name !== 'string' || !parseUploadVariantName(name)) {
      notFound(res);
      return;
    }
    // Content-hashed names never change content: cache for a year, immutable.
    res.sendFile(
      name,
      { root, dotfiles: 'deny', maxAge: ONE_YEAR_MS, immutable: true, headers: { 'X-Content-Type-Options': 'nosniff' } },
      (error) => {
        if (error) notFound(res);
      },
    );
  });
  uploads.use((_req, res) => notFound(res));
  // A path Express cannot decode (a bad %-escape) is not a photo either.
  const onError: ErrorRequestHandler = (_error, _req, res, _next) => notFound(res);
  uploads.use(onError);
  return uploads;
}
