import type { AdminRoutes } from '../../rest/admin-router';

/** Admin routes (behind the requireStaff gate). */
export const uploadsAdminRest: AdminRoutes = (_router) => {};
