// GET /api/health: whether the server and its database answer (200 when up, 503 when the database does not).
import { z } from 'zod';

export const healthStatus = z
  .object({ ok: z.boolean(), db: z.enum(['up', 'down']) })
  .meta({ id: 'HealthStatus' });
export type HealthStatus = z.infer<typeof healthStatus>;
