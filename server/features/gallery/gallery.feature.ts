// The photo gallery: everything the app needs from this domain, for server/features.ts.
import type { ServerFeature } from '../../feature';
import { parseDemoFile } from '../../seeders/demo-files';
import { bundledPhotoTranslations } from './gallery.demo';
import { GalleryOrder, GalleryPhoto } from './gallery-photo.entity';
import { galleryActivity } from './gallery.activity';
import { serveGalleryManifest } from './gallery-manifest.static';
import { galleryAdminRoutes, galleryPublicRoutes } from './gallery.rest';
import { seedGallery } from './gallery.service';
import { galleryAdminTrpc, galleryTrpc } from './gallery.trpc';

export const gallery = {
  entities: [GalleryPhoto, GalleryOrder],
  contentEntities: [GalleryPhoto],
  trpc: { public: { gallery: galleryTrpc }, admin: { gallery: galleryAdminTrpc } },
  routes: [...galleryPublicRoutes, ...galleryAdminRoutes],
  http: (deps) => serveGalleryManifest(deps.orm),
  activity: galleryActivity,
  // The photos the site ships with become the gallery (once: a gallery the staff empty stays empty).
  bootstrap: async (em, log) => {
    if (await seedGallery(em, undefined, () => parseDemoFile('gallery', bundledPhotoTranslations))) log('Filled the gallery with the bundled photos (public/images/gallery/manifest.json).');
  },
} satisfies ServerFeature;
