// createApp(deps): the request log and the public-read cache in front of the Express app (middleware, /api, /trpc,
// the SPA, error handlers). No listening here (tests use it too).
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express from 'express';
import type { AppDeps, ClientServing } from './context';
import { createApiRouter } from './rest/api-router';
import { allowMethods, limitUrlLength, refuseMalformedPath } from './request-guards';
import { answerByValidators } from './conditional-requests';
import { securityHeaders } from './security-headers';
import { serveBuiltClient, serveViteDev } from './static-site';
import type { LoadServerEntry } from './ssr/render-contract';
import { createTrpcMiddleware } from './trpc/http';
import { API_ROUTES, FEATURES, appRouter, pageStructuredData } from './features';
import { clockKeyOf, type ServerFeature } from './feature';
import { httpCache } from './http-cache/http-cache';
import { cacheableReads } from './cacheable-reads';
import { barDateOn } from './lib/bar-date';
import { requestIdOf, requestLogger, type TrustProxy } from './logging/request-log';

export type { ClientServing };

export interface CreatedApp {
  /** For http.createServer: a stored answer is sent from the cache, anything else goes to the Express app. */
  app: (req: IncomingMessage, res: ServerResponse) => void;
  /** The Express app behind it, for tests that read what it routes (server/rest/route-list.ts). */
  express: express.Express;
  /** Loads the site's server renderer ahead of the first page: called once the server listens (it is not on start-up's path). */
  warm: () => Promise<void>;
  close: () => Promise<void>;
}

export async function createApp(deps: AppDeps, client: ClientServing): Promise<CreatedApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.settings.trustProxy);
  // Only Vite's dev middleware needs the relaxed policy; every other mode gets the strict one.
  app.use(securityHeaders(client.mode !== 'vite'));
  app.use(limitUrlLength());
  app.use(refuseMalformedPath());
  app.use(answerByValidators());
  app.use(compression());

  // The methods the REST contract uses (and CORS preflights); a path that doesn't take one of them is a 404.
  app.use('/api', allowMethods(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']), createApiRouter(deps, API_ROUTES));
  app.use('/trpc', createTrpcMiddleware(deps, appRouter));
  // What features serve outside /api and /trpc (photos, crawler files, the printed menus, the QR code): before the SPA's
  // fallback. The printed menus are laid out by the site's server renderer, set up with the client below.
  let serverEntry: LoadServerEntry = () => Promise.resolve(null);
  const site = { client, serverEntry: (req?: express.Request) => serverEntry(req) };
  for (const feature of FEATURES as readonly ServerFeature[]) if (feature.http) app.use(feature.http(deps, site));

  let closeClient = async () => {};
  const pages = { router: appRouter, structuredData: pageStructuredData };
  if (client.mode === 'built' && client.dir) serverEntry = serveBuiltClient(app, client.dir, deps, pages);
  if (client.mode === 'vite' && client.dir) ({ entry: serverEntry, close: closeClient } = await serveViteDev(app, client.dir, deps, pages));

  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      if (!res.headersSent) res.status(status).type('text/plain').send(status === 404 ? 'Not found' : 'Bad request');
      return;
    }
    deps.log.error({ err: error, reqId: requestIdOf(req) }, `[http] ${req.method} ${req.path} failed`);
    if (!res.headersSent) res.status(500).type('text/plain').send('Internal error');
  });

  // In front of Express, so a stored answer costs less than a bare Express route; what it stores went through all of the
  // above, and its producer handed it over (sendRead).
  const cache = httpCache({
    version: deps.contentVersion,
    barDate: barDateOn(deps.clock, deps.settings.timeZone),
    clockKey: clockKeyOf(FEATURES, deps),
    // The pages and made files only from a build (Vite's dev server changes them as you edit).
    reads: cacheableReads(API_ROUTES, client.mode === 'built'),
    log: deps.log,
  });
  // Outermost, so the answers the cache sends are logged (and carry X-Request-Id) like every other; an incoming id is
  // taken only from a proxy that "trust proxy" trusts.
  const logRequest = requestLogger(deps.log, app.get('trust proxy fn') as TrustProxy);
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    logRequest(req, res);
    cache(req, res, () => void app(req, res));
  };
  return { app: listener, express: app, warm: () => site.serverEntry().then(() => undefined), close: closeClient };
}
