// Mounts the /api routers (the frozen REST contract for integrations) with its conventions.
import express, { Router } from 'express';
import type { AppDeps } from '../context';
import { authRest } from '../features/auth/auth.rest';
import { contactsRest } from '../features/contacts/contacts.rest';
import { drinksRest } from '../features/drinks/drinks.rest';
import { healthRest } from '../features/health/health.rest';
import { highlightsRest } from '../features/highlights/highlights.rest';
import { menuRest } from '../features/menu/menu.rest';
import { offersRest } from '../features/offers/offers.rest';
import { createAdminRouter } from './admin-router';
import { apiCors } from './cors';
import { notFoundHandler, restErrorHandler } from './error-handler';
import { requireJsonBody } from './require-json';
import { requireStaff } from './require-staff';

export function createApiRouter(deps: AppDeps): Router {
  const api = Router();
  api.use(apiCors(deps.settings.corsOrigins));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // The gate comes before any body is read: without a valid token nothing under /admin is parsed or done.
  api.use('/admin', requireStaff(deps));
  api.use(requireJsonBody);
  api.use(express.json({ limit: '100kb', strict: false }));
  api.use('/admin', createAdminRouter());
  for (const routes of [authRest, menuRest, drinksRest, highlightsRest, offersRest, contactsRest, healthRest]) api.use(routes(deps));
  api.use(notFoundHandler);
  api.use(restErrorHandler(deps.log));
  return api;
}
