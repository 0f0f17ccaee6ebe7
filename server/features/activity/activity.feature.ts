// The managers' activity screen over the log (server/activity-log/ writes it; each feature describes its own
// records): what the app serves of this domain, for server/features.ts.
import { scheduleActivityPruning } from '../../activity-log/prune-activity';
import type { ServerFeature } from '../../feature';
import { activityAdminRoutes } from './activity.rest';
import { activityAdminTrpc } from './activity.trpc';

export const activity = {
  trpc: { admin: { activity: activityAdminTrpc } },
  routes: activityAdminRoutes,
  start: (deps) => scheduleActivityPruning(deps.orm, deps.clock, deps.log),
} satisfies ServerFeature;
