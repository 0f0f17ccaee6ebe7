// What serving needs, loaded by server/start.ts once the server listens: the app's dependencies, the activity log, the
// app (Express, /api, /trpc, the site: most of the server's code, the features' schemas included) and the features'
// work beside the requests.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { trustProxySetting, type Env } from './env';
import type { Orm } from './db/orm';
import type { DatabaseTarget } from './db/database-target';
import { createApp, type ClientServing } from './app';
import { systemClock } from './lib/clock';
import { databaseLimiters } from './rate-limits/limiter-stores';
import type { AppDeps } from './context';
import type { ContentVersion } from './http-cache/content-version';
import type { Logger } from './logging/logger';
import { projectRoot as root } from './lib/project-root';
import type { Listener } from './lib/while-loading';
import { recordActivity } from './activity-log/activity-recorder';
import { ACTIVITY_DESCRIBERS, FEATURES } from './features';
import type { ServerFeature } from './feature';

export interface Serving {
  listener: Listener;
  /** Loads the site's server renderer ahead of the first page. */
  warm: () => Promise<void>;
  /** Starts the features' work beside the requests (the e-mail worker, the activity log's pruning). */
  startJobs: () => ReturnType<NonNullable<ServerFeature['start']>>[];
  close: () => Promise<void>;
}

export async function serve(env: Env, log: Logger, orm: Orm, target: DatabaseTarget, contentVersion: ContentVersion): Promise<Serving> {
  // After the bootstrap, before any request reaches the app: every described write is logged from here.
  recordActivity(orm, ACTIVITY_DESCRIBERS, systemClock);

  const deps: AppDeps = {
    orm,
    clock: systemClock,
    settings: {
      timeZone: env.TIME_ZONE,
      tokenTtlHours: env.TOKEN_TTL_HOURS,
      uploadsDir: resolve(root, env.UPLOADS_DIR),
      uploadsStore: env.UPLOADS_STORE,
      corsOrigins: env.CORS_ORIGINS,
      trustProxy: trustProxySetting(env.TRUST_PROXY),
      publicUrl: env.PUBLIC_URL,
      mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM ?? null, pollMs: env.MAIL_POLL_SECONDS * 1000 },
    },
    limiters: databaseLimiters(orm, target.kind, {
      login: { points: env.LOGIN_RATE_LIMIT, windowMinutes: env.LOGIN_RATE_WINDOW_MINUTES },
      contact: { points: env.CONTACT_RATE_LIMIT, windowMinutes: env.CONTACT_RATE_WINDOW_MINUTES },
    }),
    contentVersion,
    log,
  };

  const builtDir = resolve(root, 'dist/client');
  const client: ClientServing =
    env.NODE_ENV === 'development' ? { mode: 'vite', dir: root } : existsSync(resolve(builtDir, 'index.html')) ? { mode: 'built', dir: builtDir } : { mode: 'none' };
  if (client.mode === 'none') log.warn('No built client in dist/client: serving the API only (run npm run build).');

  const { app, warm, close } = await createApp(deps, client);
  return {
    listener: app,
    warm,
    startJobs: () => (FEATURES as readonly ServerFeature[]).flatMap((feature) => (feature.start ? [feature.start(deps)] : [])),
    close,
  };
}
