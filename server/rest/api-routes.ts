// Every /api route, declared once (api-route.ts): api-router.ts registers them in this order, and the OpenAPI
// document describes them. Order matters where paths overlap: "/admin/menu/categories" before "/admin/menu/:id".
import { activityAdminRoutes } from '../features/activity/activity.rest';
import { authRoutes } from '../features/auth/auth.rest';
import { accountAdminRoutes, accountPublicRoutes } from '../features/auth/account.rest';
import { teamAdminRoutes } from '../features/auth/team.rest';
import { contactsAdminRoutes, contactsPublicRoutes } from '../features/contacts/contacts.rest';
import { drinksAdminRoutes, drinksPublicRoutes } from '../features/drinks/drinks.rest';
import { healthRoutes } from '../features/health/health.rest';
import { highlightsAdminRoutes, highlightsPublicRoutes } from '../features/highlights/highlights.rest';
import { hoursAdminRoutes, hoursPublicRoutes } from '../features/hours/hours.rest';
import { menuAdminRoutes, menuPublicRoutes } from '../features/menu/menu.rest';
import { offersAdminRoutes, offersPublicRoutes } from '../features/offers/offers.rest';
import { uploadsAdminRoutes } from '../features/uploads/uploads.rest';
import { outboxAdminRoutes } from '../features/mail/outbox.rest';
import type { ApiRoute } from './api-route';
import { apiDocsRoutes } from './openapi/docs.rest';

export const API_ROUTES: readonly ApiRoute[] = [
  ...authRoutes,
  ...accountPublicRoutes,
  ...menuPublicRoutes,
  ...drinksPublicRoutes,
  ...highlightsPublicRoutes,
  ...offersPublicRoutes,
  ...hoursPublicRoutes,
  ...contactsPublicRoutes,
  ...offersAdminRoutes,
  ...highlightsAdminRoutes,
  ...menuAdminRoutes,
  ...drinksAdminRoutes,
  ...hoursAdminRoutes,
  ...contactsAdminRoutes,
  ...uploadsAdminRoutes,
  ...activityAdminRoutes,
  ...accountAdminRoutes,
  ...teamAdminRoutes,
  ...outboxAdminRoutes,
  ...healthRoutes,
  ...apiDocsRoutes(() => API_ROUTES),
];
