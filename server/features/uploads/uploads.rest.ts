import type { AdminRoutes } from '../../rest/admin-router';
import { staffRoute } from '../../rest/require-staff';
import { readMultipartForm } from './multipart-body';
import { createUpload } from './uploads.service';

/** Admin routes (behind the requireStaff gate, which answers 401 before the body is read). */
export const uploadsAdminRest: AdminRoutes = (router) => {
  router.post('/uploads', staffRoute(async (ctx, req, res) => {
    res.status(201).json(await createUpload(ctx, await readMultipartForm(req)));
  }));
};
