// Photos for offers, dishes and drinks: everything the app needs from this domain, for server/features.ts.
import { Router } from 'express';
import type { ServerFeature } from '../../feature';
import { StoredFile } from './stored-file.entity';
import { uploadsAdminRoutes } from './uploads.rest';
import { serveUploads } from './uploads.static';
import { uploadsAdminTrpc } from './uploads.trpc';

export const uploads = {
  entities: [StoredFile],
  trpc: { admin: { uploads: uploadsAdminTrpc } },
  routes: uploadsAdminRoutes,
  http: (deps) => Router().use('/uploads', serveUploads(deps)),
} satisfies ServerFeature;
