// The photo gallery: what the app serves of this domain, for server/features.ts (its tables: gallery.tables.ts).
import type { ServerFeature } from '../../feature';
import { galleryActivity } from './gallery.activity';
import { serveGalleryManifest } from './gallery-manifest.static';
import { galleryAdminRoutes, galleryPublicRoutes } from './gallery.rest';
import { galleryAdminTrpc, galleryTrpc } from './gallery.trpc';

export const gallery = {
  trpc: { public: { gallery: galleryTrpc }, admin: { gallery: galleryAdminTrpc } },
  routes: [...galleryPublicRoutes, ...galleryAdminRoutes],
  http: (deps) => serveGalleryManifest(deps.orm),
  activity: galleryActivity,
} satisfies ServerFeature;
