// What the app serves is this list: each server feature hands over what it serves from one module
// (server/features/<domain>/<domain>.feature.ts), and everything below is derived from it (the /api routes and their
// OpenAPI document, the tRPC router, the activity log's sentences, the Express routes outside /api, the work that runs
// beside the requests, the public reads, the clock the cache follows). Its tables and start-up duties are the other
// list, server/tables.ts, which a start loads before it listens; this one loads after. Adding a domain is its folder,
// one line here and, when it has tables, one in server/tables.ts.
import { apiRoutesOf, publicReadsOf, trpcBranch, type PublicReads, type ServerFeature } from './feature';
import type { ApiRoute } from './rest/api-route';
import { apiDocsRoutes } from './rest/openapi/docs.rest';
import { requireDeclaredRoles } from './trpc/admin-roles';
import { router } from './trpc/init';
import { activity } from './features/activity/activity.feature';
import { auth } from './features/auth/auth.feature';
import { contacts } from './features/contacts/contacts.feature';
import { drinks } from './features/drinks/drinks.feature';
import { gallery } from './features/gallery/gallery.feature';
import { health } from './features/health/health.feature';
import { hours } from './features/hours/hours.feature';
import { menu } from './features/menu/menu.feature';
import { offers } from './features/offers/offers.feature';
import { outbox } from './features/outbox/outbox.feature';
import { print } from './features/print/print.feature';
import { seo } from './features/seo/seo.feature';
import { settings } from './features/settings/settings.feature';
import { uploads } from './features/uploads/uploads.feature';

/** The domains, each on its own; the pages that combine them come after (below), made of what these provide. */
const DOMAINS = [offers, menu, drinks, hours, contacts, gallery, uploads, activity, auth, settings, outbox, health] as const satisfies readonly ServerFeature[];

/**
 * What the pages that combine domains read (the print sheets, the structured data, the bar's details): the reads the
 * domains provide, handed in, not imported. Its type is the check that every read is provided.
 */
export const PUBLIC_READS: PublicReads = publicReadsOf(DOMAINS);
const search = seo(PUBLIC_READS);

/**
 * In the order of the staff's screens, which is also the order of the /admin routes and of the API docs' groups; a
 * feature's place matters nowhere else (no two features share a path).
 */
export const FEATURES = [...DOMAINS, print(PUBLIC_READS), search] as const satisfies readonly ServerFeature[];

/** Every /api route, registered in this order (api-router.ts) and described by the OpenAPI document; the docs last. */
export const API_ROUTES: readonly ApiRoute[] = [...apiRoutesOf(FEATURES), ...apiDocsRoutes(() => API_ROUTES)];

/** The sentences of the activity log, one describer per kind of record. */
export const ACTIVITY_DESCRIBERS = FEATURES.flatMap((feature: ServerFeature) => feature.activity ?? []);

const adminRouter = router(trpcBranch(FEATURES, 'admin'));
requireDeclaredRoles(adminRouter);

export const appRouter = router({ ...trpcBranch(FEATURES, 'public'), admin: adminRouter });

/** The only server type the SPA imports. */
export type AppRouter = typeof appRouter;

/** The JSON-LD blocks of a public page, for the page renderer (server/ssr/structured-data.ts; server/app.ts hands it in). */
export const pageStructuredData = search.structuredData;
