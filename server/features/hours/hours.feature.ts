// Opening hours and special dates: everything the app needs from this domain, for server/features.ts.
import type { ServerFeature } from '../../feature';
import { RegularHours } from './regular-hours.entity';
import { SpecialDay } from './special-day.entity';
import { hoursActivity } from './hours.activity';
import { hoursAdminRoutes, hoursPublicRoutes } from './hours.rest';
import { hoursAdminTrpc, hoursTrpc } from './hours.trpc';
import { hoursDemo } from './hours.demo';

export { getHours, seedRegularWeek } from './hours.service';
export { hoursClock } from './hours-clock';

export const hours = {
  entities: [RegularHours, SpecialDay],
  contentEntities: [RegularHours, SpecialDay],
  trpc: { public: { hours: hoursTrpc }, admin: { hours: hoursAdminTrpc } },
  routes: [...hoursPublicRoutes, ...hoursAdminRoutes],
  activity: hoursActivity,
  demo: hoursDemo,
} satisfies ServerFeature;
