// Photos for offers, dishes and drinks: what the app serves of this domain, for server/features.ts (its tables: uploads.tables.ts).
import { Router } from 'express';
import type { ServerFeature } from '../../feature';
import { uploadsAdminRoutes } from './uploads.rest';
import { serveUploads } from './uploads.static';
import { uploadsAdminTrpc } from './uploads.trpc';

export const uploads = {
  trpc: { admin: { uploads: uploadsAdminTrpc } },
  routes: uploadsAdminRoutes,
  http: (deps) => Router().use('/uploads', serveUploads(deps)),
} satisfies ServerFeature;
