import { healthStatus } from '../../../shared/schemas/health';
import { defineRoute } from '../../rest/api-route';
import { isDatabaseUp } from './health.service';

export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    auth: 'public',
    tag: 'Operations',
    summary: 'Health check',
    description: 'Whether the server and its database answer; for load balancers and monitoring.',
    response: { status: 200, description: 'Up.', schema: healthStatus },
    otherResponses: [{ status: 503, description: 'The database does not answer.', schema: healthStatus }],
    example: { response: { ok: true, db: 'up' } },
    handle: async ({ ctx, res }) => {
      const up = await isDatabaseUp(ctx.em);
      if (!up) res.status(503);
      return { ok: up, db: up ? ('up' as const) : ('down' as const) };
    },
  }),
];
