// Opening hours and special dates: what the app serves of this domain, for server/features.ts (its tables: hours.tables.ts).
import type { ServerFeature } from '../../feature';
import { hoursActivity } from './hours.activity';
import { hoursAdminRoutes, hoursPublicRoutes } from './hours.rest';
import { getHours } from './hours.service';
import { hoursAdminTrpc, hoursTrpc } from './hours.trpc';
import { hoursClock } from './hours-clock';

export const hours = {
  trpc: { public: { hours: hoursTrpc }, admin: { hours: hoursAdminTrpc } },
  routes: [...hoursPublicRoutes, ...hoursAdminRoutes],
  activity: hoursActivity,
  publicReads: { hours: (ctx, query) => getHours(ctx, { lang: query?.lang }) },
  // Pages and /api/hours say whether the bar is open now: a kept answer goes when it opens or closes.
  clockKey: (deps) => hoursClock(deps.orm, deps.clock, deps.settings.timeZone),
} satisfies ServerFeature;
