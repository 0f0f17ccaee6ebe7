// The app is this list: each server feature hands over its parts from one module (server/features/<domain>/
// <domain>.feature.ts), and everything below is derived from it (the entity list, what moves the content version,
// the /api routes and their OpenAPI document, the tRPC router, the activity log's sentences, the Express routes
// outside /api, the work that runs beside the requests). Adding a domain is its folder and one line here.
import type { Options } from '@mikro-orm/core';
import { ActivityEntry } from './activity-log/activity-entry.entity';
import { Session } from './auth/session.entity';
import { StaffUser } from './auth/staff-user.entity';
import { apiRoutesOf, trpcBranch, type PublicReads, type ServerFeature } from './feature';
import { ContentVersionRow } from './http-cache/content-version.entity';
import { OutboxEmail } from './mail/outbox-email.entity';
import { RateLimitRow } from './rate-limits/rate-limit.entity';
import type { ApiRoute } from './rest/api-route';
import { apiDocsRoutes } from './rest/openapi/docs.rest';
import { requireDeclaredRoles } from './trpc/admin-roles';
import { router } from './trpc/init';
import { NO_FILTER } from '../shared/rules/catalog-filter';
import { activity } from './features/activity/activity.feature';
import { auth } from './features/auth/auth.feature';
import { contacts } from './features/contacts/contacts.feature';
import { drinks, getPublicDrinks } from './features/drinks/drinks.feature';
import { gallery } from './features/gallery/gallery.feature';
import { health } from './features/health/health.feature';
import { getHours, hours } from './features/hours/hours.feature';
import { getPublicMenu, menu } from './features/menu/menu.feature';
import { offers } from './features/offers/offers.feature';
import { outbox } from './features/outbox/outbox.feature';
import { print } from './features/print/print.feature';
import { seo } from './features/seo/seo.feature';
import { getPublicSettings, settings } from './features/settings/settings.feature';
import { uploads } from './features/uploads/uploads.feature';

/** What the pages that combine domains read (the print sheets, the structured data, the bar's details), wired here, not imported. */
export const PUBLIC_READS: PublicReads = {
  menu: (ctx, query) => getPublicMenu(ctx, { ...NO_FILTER, lang: query?.lang }),
  drinks: (ctx, query) => getPublicDrinks(ctx, { ...NO_FILTER, lang: query?.lang }),
  hours: (ctx, query) => getHours(ctx, { lang: query?.lang }),
  settings: getPublicSettings,
};
const search = seo(PUBLIC_READS);

/**
 * In the order of the staff's screens, which is also the order of the /admin routes and of the API docs' groups; a
 * feature's place matters nowhere else (no two features share a path).
 */
export const FEATURES = [offers, menu, drinks, hours, contacts, gallery, uploads, activity, auth, settings, outbox, health, print(PUBLIC_READS), search] as const satisfies readonly ServerFeature[];

/** The tables of the parts below the features: staff accounts and sessions, the content version, rate limits, the outbox, the activity log. */
const KIT_ENTITIES = [StaffUser, Session, ContentVersionRow, RateLimitRow, OutboxEmail, ActivityEntry];

/** The explicit entity list (no folder scanning): the ORM, the migrations' check and the tests load exactly these. */
export const ENTITIES = [...KIT_ENTITIES, ...FEATURES.flatMap((feature: ServerFeature) => feature.entities ?? [])] as unknown as NonNullable<Options['entities']>;

/** What the public pages and reads are made of: a flush writing one moves the content version. */
export const CONTENT_ENTITIES = FEATURES.flatMap((feature: ServerFeature) => feature.contentEntities ?? []);

/** Every /api route, registered in this order (api-router.ts) and described by the OpenAPI document; the docs last. */
export const API_ROUTES: readonly ApiRoute[] = [...apiRoutesOf(FEATURES), ...apiDocsRoutes(() => API_ROUTES)];

/** The sentences of the activity log, one describer per kind of record. */
export const ACTIVITY_DESCRIBERS = FEATURES.flatMap((feature: ServerFeature) => feature.activity ?? []);

const adminRouter = router(trpcBranch(FEATURES, 'admin'));
requireDeclaredRoles(adminRouter);

export const appRouter = router({ ...trpcBranch(FEATURES, 'public'), admin: adminRouter });

/** The only server type the SPA imports. */
export type AppRouter = typeof appRouter;

/** The JSON-LD blocks of a public page (the page renderer, server/ssr/structured-data.ts). */
export const pageStructuredData = search.structuredData;
