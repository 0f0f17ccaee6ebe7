// The start-up, loaded by server/main.ts once the compile cache is on: env → logger → ORM → migrate → bootstrap →
// createApp → listen → graceful close.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { logLevel, parseEnv, trustProxySetting, type Env } from './env';
import { openDatabase } from './db/orm';
import { databaseTarget } from './db/database-target';
import { bootstrapData } from './bootstrap';
import { createApp, type ClientServing } from './app';
import { systemClock } from './lib/clock';
import { databaseLimiters } from './rate-limits/limiter-stores';
import type { AppDeps } from './context';
import { watchContentVersion, type ContentVersion } from './http-cache/content-version';
import { createLogger, prettyOutput, type Logger } from './logging/logger';
import { projectRoot as root } from './lib/project-root';
import { trackInFlight } from './lib/in-flight';
import { recordActivity } from './activity-log/activity-recorder';
import { ACTIVITY_DESCRIBERS, CONTENT_ENTITIES, ENTITIES, FEATURES } from './features';
import type { ServerFeature } from './feature';

function readEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    // No settings yet, so no configured logger: the default one says what is wrong.
    createLogger('info').fatal((error as Error).message);
    process.exit(1);
  }
}

async function main(env: Env, log: Logger): Promise<void> {
  const target = databaseTarget(env, root);
  let contentVersion: ContentVersion | undefined;
  // The bootstrap runs under the migrations' lock: two processes starting at once create the first account once.
  const orm = await openDatabase(target, {
    entities: ENTITIES,
    log: (line) => log.info(line),
    afterMigrations: async (opened) => {
      // Before the bootstrap: the hours and demo content it fills in are content writes, so the content version (and
      // the sitemap's <lastmod>) carries their time from the first start.
      contentVersion = watchContentVersion(opened, { shared: env.DATABASE_SHARED, contentEntities: CONTENT_ENTITIES });
      await bootstrapData(opened.em.fork(), systemClock, {
        features: FEATURES,
        seedDemo: env.SEED_DEMO,
        timeZone: env.TIME_ZONE,
        adminEmail: env.ADMIN_EMAIL,
        adminName: env.ADMIN_NAME,
        adminPassword: env.ADMIN_PASSWORD,
        log: (line) => log.info(line),
        // Printed, not logged: a password has no place in a log collector (set ADMIN_PASSWORD to skip this).
        announce: (text) => process.stderr.write(`${text}\n`),
      });
    },
  });

  // After the bootstrap: what start-up writes is nobody's activity. From here every described write is logged.
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
      mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM ?? null, publicUrl: env.PUBLIC_URL, pollMs: env.MAIL_POLL_SECONDS * 1000 },
    },
    limiters: databaseLimiters(orm, target.kind, {
      login: { points: env.LOGIN_RATE_LIMIT, windowMinutes: env.LOGIN_RATE_WINDOW_MINUTES },
      contact: { points: env.CONTACT_RATE_LIMIT, windowMinutes: env.CONTACT_RATE_WINDOW_MINUTES },
    }),
    contentVersion: contentVersion ?? watchContentVersion(orm, { shared: env.DATABASE_SHARED, contentEntities: CONTENT_ENTITIES }),
    log,
  };

  const builtDir = resolve(root, 'dist/client');
  const client: ClientServing =
    env.NODE_ENV === 'development' ? { mode: 'vite', dir: root } : existsSync(resolve(builtDir, 'index.html')) ? { mode: 'built', dir: builtDir } : { mode: 'none' };
  if (client.mode === 'none') log.warn('No built client in dist/client: serving the API only (run npm run build).');

  const { app, warm, close: closeClient } = await createApp(deps, client);
  const server = createServer(app);
  const inFlight = trackInFlight(server);
  let closing = false;
  let jobs: ReturnType<NonNullable<ServerFeature['start']>>[] = [];
  // Not on the path of the first answer: the features' work beside the requests (the e-mail worker, the activity
  // log's pruning) and the page renderer, whose import holds the event loop for a while. They start once the first
  // answer has gone out (a load balancer's health check, usually), or a second after listening if none is asked for;
  // a page asked for sooner loads the renderer itself.
  let started = false;
  const startTheRest = () => {
    if (started || closing) return;
    started = true;
    jobs = (FEATURES as readonly ServerFeature[]).flatMap((feature) => (feature.start ? [feature.start(deps)] : []));
    void warm();
  };
  server.once('request', (_req, res) => res.once('finish', startTheRest));
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    log.info(`Casa Olivera is serving on http://localhost:${port} (${env.NODE_ENV})`);
    setTimeout(startTheRest, 1_000).unref();
  });

  // While closing, answers tell keep-alive clients to hang up, so the last connections end promptly.
  server.on('request', (_req, res) => {
    if (closing && !res.headersSent) res.setHeader('Connection', 'close');
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: finishing in-flight requests, then closing.`);
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(async () => {
      // Every connection is closed, but a handler whose client hung up may still be at work on the database.
      await inFlight.settled(10_000);
      // A job's first run (the start-up pruning) finishes before the database closes.
      await Promise.all(jobs.map(async (job) => {
        await job.ready;
        await job.stop();
      }));
      await closeClient();
      await orm.close(true);
      log.info('Closed.');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

const env = readEnv();
const log = createLogger(logLevel(env), env.NODE_ENV === 'development' ? await prettyOutput() : undefined);
main(env, log).catch((error: unknown) => {
  log.fatal({ err: error }, 'Start-up failed');
  process.exit(1);
});
