// Mounts the /api routes (the frozen REST contract for integrations) with its conventions.
import express, { Router } from 'express';
import type { AppDeps } from '../context';
import type { ApiRoute } from './api-route';
import { apiCors } from './cors';
import { notFoundHandler, restErrorHandler } from './error-handler';
import { multipartRoutes, registerRoutes, textBodyRoutes } from './register-routes';
import { requireJsonBody } from './require-json';
import { requireStaff } from './require-staff';
import { refuseIllFormedText } from './well-formed-body';

/** `routes`: every /api route in the order to match them (the app's list, server/features.ts). */
export function createApiRouter(deps: AppDeps, routes: readonly ApiRoute[]): Router {
  const api = Router();
  api.use(apiCors(deps.settings.corsOrigins));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // The gate comes before any body is read: without a valid token nothing under /admin is parsed or done.
  api.use('/admin', requireStaff(deps));
  api.use(requireJsonBody(multipartRoutes(routes), textBodyRoutes(routes)));
  api.use(express.json({ limit: '100kb', strict: false }));
  api.use(refuseIllFormedText);
  registerRoutes(api, routes, deps);
  api.use(notFoundHandler);
  api.use(restErrorHandler(deps.log));
  return api;
}
