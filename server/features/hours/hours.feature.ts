// Opening hours and special dates: everything the app needs from this domain, for server/features.ts.
import type { ServerFeature } from '../../feature';
import { RegularHours } from './regular-hours.entity';
import { SpecialDay } from './special-day.entity';
import { hoursActivity } from './hours.activity';
import { hoursAdminRoutes, hoursPublicRoutes } from './hours.rest';
import { getHours, seedRegularWeek } from './hours.service';
import { hoursAdminTrpc, hoursTrpc } from './hours.trpc';
import { hoursDemo } from './hours.demo';
import { hoursClock } from './hours-clock';

export const hours = {
  entities: [RegularHours, SpecialDay],
  contentEntities: [RegularHours, SpecialDay],
  trpc: { public: { hours: hoursTrpc }, admin: { hours: hoursAdminTrpc } },
  routes: [...hoursPublicRoutes, ...hoursAdminRoutes],
  activity: hoursActivity,
  demo: hoursDemo,
  publicReads: { hours: (ctx, query) => getHours(ctx, { lang: query?.lang }) },
  // Pages and /api/hours say whether the bar is open now: a kept answer goes when it opens or closes.
  clockKey: (deps) => hoursClock(deps.orm, deps.clock, deps.settings.timeZone),
  // Every installation, demo or not: the hours the identity module gives become the week staff then edit.
  bootstrap: async (em, log) => {
    if (await seedRegularWeek(em)) log('Filled the regular opening hours from the identity module (site.hours).');
  },
} satisfies ServerFeature;
