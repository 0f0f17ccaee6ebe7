// GET /images/gallery/manifest.json, made from the gallery table in the shape the bundled file always had (the /gallery
// page reads it), mounted before the static files so the file shipped in public/ is only the seed. Revalidated like
// the pages (no-cache): the public-read cache keeps it until a content write moves the version.
import { Router } from 'express';
import type { Orm } from '../../db/orm';
import { sendRead } from '../../http-cache/http-cache';
import { getGalleryManifest } from './gallery.service';

export const GALLERY_MANIFEST_PATH = '/images/gallery/manifest.json';

export function serveGalleryManifest(orm: Orm): Router {
  const files = Router();
  files.get(GALLERY_MANIFEST_PATH, async (req, res) => {
    const manifest = await getGalleryManifest({ em: orm.em.fork() });
    await sendRead(req, res, { status: 200, headers: { 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(manifest) });
  });
  return files;
}
