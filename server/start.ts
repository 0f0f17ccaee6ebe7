// The start-up, loaded by server/main.ts once the compile cache is on: env → logger → ORM → migrate → bootstrap →
// listen → load the app (server/serve.ts) → hand the requests over → graceful close. The server listens before the
// app is loaded: until it is, a health check is answered from here and every other request waits for it
// (server/lib/while-loading.ts), so the first answer needs only the settings, the database and its tables
// (server/tables.ts), not the features' code (docs/performance.md).
import { createServer } from 'node:http';
import { logLevel, parseEnv, trustProxySetting, type Env } from './env';
import { openDatabase } from './db/orm';
import { databaseTarget } from './db/database-target';
import { bootstrapData } from './bootstrap';
import { systemClock } from './lib/clock';
import { watchContentVersion, type ContentVersion } from './http-cache/content-version';
import { createLogger, prettyOutput, type Logger } from './logging/logger';
import { projectRoot as root } from './lib/project-root';
import { trackInFlight } from './lib/in-flight';
import { whileLoading } from './lib/while-loading';
import { compileTrustProxy, requestLogger } from './logging/request-log';
import { isDatabaseUp } from './features/health/health.service';
import { CONTENT_ENTITIES, ENTITIES, TABLES } from './tables';

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
        tables: TABLES,
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

  // The app loads once it is wanted: a first request taken (after a health check's answer), or a moment after
  // listening when nobody asks. The features' work beside the requests (the e-mail worker, the activity log's
  // pruning) starts with it.
  let wantApp!: () => void;
  const appWanted = new Promise<void>((resolve) => (wantApp = resolve));
  const appLoaded = appWanted
    .then(() => import('./serve'))
    .then(({ serve }) => serve(env, log, orm, target, contentVersion ?? watchContentVersion(orm, { shared: env.DATABASE_SHARED, contentEntities: CONTENT_ENTITIES })))
    .then((serving) => ({ serving, jobs: serving.startJobs() }));
  const loading = whileLoading({
    databaseUp: () => isDatabaseUp(orm.em.fork()),
    wanted: wantApp,
    logRequest: requestLogger(log, compileTrustProxy(trustProxySetting(env.TRUST_PROXY))),
  });
  const server = createServer(loading.listener);
  // An idle keep-alive connection is kept 65 s, longer than the proxy in front keeps its own (60 s at most load
  // balancers and in nginx): with Node's 5 s, a proxy, or a client that does not read the Keep-Alive hint, reuses a
  // connection the server is closing at that moment and gets a reset instead of an answer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const inFlight = trackInFlight(server);
  let closing = false;
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    log.info(`Casa Olivera is serving on http://localhost:${port} (${env.NODE_ENV})`);
    setTimeout(wantApp, 100);
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
      // A job's first run (the start-up pruning) finishes before the database closes, also when the shutdown came while
      // the app was loading.
      const { serving, jobs } = await appLoaded;
      await Promise.all(jobs.map(async (job) => {
        await job.ready;
        await job.stop();
      }));
      await serving.close();
      await orm.close(true);
      log.info('Closed.');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const { serving } = await appLoaded;
  // The page renderer, whose import holds the event loop for a while, is loaded once no request has come for a second:
  // never in the way of answers (a page asked for sooner loads it itself), and not while requests keep coming to a
  // server that needs no page for them (the API's).
  let warmed = false;
  const warmWhenIdle = setTimeout(() => {
    if (closing) return;
    warmed = true;
    void serving.warm();
  }, 1_000);
  warmWhenIdle.unref();
  loading.ready((req, res) => {
    // While closing, answers tell keep-alive clients to hang up, so the last connections end promptly.
    if (closing && !res.headersSent) res.setHeader('Connection', 'close');
    if (!warmed) warmWhenIdle.refresh();
    serving.listener(req, res);
  });
}

const env = readEnv();
const log = createLogger(logLevel(env), env.NODE_ENV === 'development' ? await prettyOutput() : undefined);
for (const warning of env.warnings) log.warn(warning);
main(env, log).catch((error: unknown) => {
  log.fatal({ err: error }, 'Start-up failed');
  process.exit(1);
});
