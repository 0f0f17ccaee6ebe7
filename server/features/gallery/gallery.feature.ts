// The photo gallery: everything the app needs from this domain, for server/features.ts.
import type { ServerFeature } from '../../feature';
import { GalleryOrder, GalleryPhoto } from './gallery-photo.entity';
import { galleryActivity } from './gallery.activity';
import { serveGalleryManifest } from './gallery-manifest.static';
import { galleryAdminRoutes, galleryPublicRoutes } from './gallery.rest';
import { galleryAdminTrpc, galleryTrpc } from './gallery.trpc';

export { seedGallery } from './gallery.service';
export { bundledPhotoTranslations } from './gallery.demo';

export const gallery = {
  entities: [GalleryPhoto, GalleryOrder],
  contentEntities: [GalleryPhoto],
  trpc: { public: { gallery: galleryTrpc }, admin: { gallery: galleryAdminTrpc } },
  routes: [...galleryPublicRoutes, ...galleryAdminRoutes],
  http: (deps) => serveGalleryManifest(deps.orm),
  activity: galleryActivity,
} satisfies ServerFeature;
