// Opening hours and special dates: everything the app needs from this domain, for server/features.ts.
import type { ServerFeature } from '../../feature';
import { RegularHours } from './regular-hours.entity';
import { SpecialDay } from './special-day.entity';
import { hoursActivity } from './hours.activity';
import { hoursAdminRoutes, hoursPublicRoutes } from './hours.rest';
import { seedRegularWeek } from './hours.service';
import { hoursAdminTrpc, hoursTrpc } from './hours.trpc';

export { getHours } from './hours.service';
export { hoursClock } from './hours-clock';

export const hours = {
  entities: [RegularHours, SpecialDay],
  contentEntities: [RegularHours, SpecialDay],
  trpc: { public: { hours: hoursTrpc }, admin: { hours: hoursAdminTrpc } },
  routes: [...hoursPublicRoutes, ...hoursAdminRoutes],
  activity: hoursActivity,
  // Every installation, demo or not: the hours the identity module gives become the week staff then edit.
  bootstrap: async (em, log) => {
    if (await seedRegularWeek(em)) log('Filled the regular opening hours from the identity module (site.hours).');
  },
} satisfies ServerFeature;
