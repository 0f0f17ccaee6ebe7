// GET /api/health for load balancers and monitors.
import type { ServerFeature } from '../../feature';
import { healthRoutes } from './health.rest';

export const health = { routes: healthRoutes } satisfies ServerFeature;
