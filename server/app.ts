// createApp(deps): middleware, /api, /trpc, the SPA, error handlers. No listening here (tests use it too).
import compression from 'compression';
import express, { type Express } from 'express';
import type { AppDeps } from './context';
import { createApiRouter } from './rest/api-router';
import { allowMethods, limitUrlLength } from './request-guards';
import { securityHeaders } from './security-headers';
import { serveBuiltClient, serveViteDev } from './static-site';
import { createTrpcMiddleware } from './trpc/http';
import { serveUploads } from './features/uploads/uploads.static';
import { httpCache } from './http-cache/http-cache';
import { barDateOn } from './lib/bar-date';

export interface ClientServing {
  mode: 'built' | 'vite' | 'none';
  /** Built: the folder with index.html (the server renderer is built beside it); vite: the project root. */
  dir?: string;
}

export interface CreatedApp {
  app: Express;
  close: () => Promise<void>;
}

const logRequests: express.RequestHandler = (req, res, next) => {
  const start = Date.now();
  res.on('finish', () => console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${Date.now() - start}ms`));
  next();
};

export async function createApp(deps: AppDeps, client: ClientServing): Promise<CreatedApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.settings.trustProxy);
  if (deps.settings.logRequests) app.use(logRequests);
  // First, so a stored answer costs what a bare route costs; what it stores went through everything below.
  app.use(httpCache({ version: deps.contentVersion, barDate: barDateOn(deps.clock, deps.settings.timeZone), pages: client.mode === 'built' }));
  // Only Vite's dev middleware needs the relaxed policy; every other mode gets the strict one.
  app.use(securityHeaders(client.mode !== 'vite'));
  app.use(limitUrlLength());
  app.use(compression());

  // The methods the REST contract uses (and CORS preflights); a path that doesn't take one of them is a 404.
  app.use('/api', allowMethods(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']), createApiRouter(deps));
  app.use('/trpc', createTrpcMiddleware(deps));
  app.use('/uploads', serveUploads(deps));

  let closeClient = async () => {};
  if (client.mode === 'built' && client.dir) serveBuiltClient(app, client.dir, deps);
  if (client.mode === 'vite' && client.dir) closeClient = await serveViteDev(app, client.dir, deps);

  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      if (!res.headersSent) res.status(status).type('text/plain').send(status === 404 ? 'Not found' : 'Bad request');
      return;
    }
    console.error('[http] unhandled error:', error);
    if (!res.headersSent) res.status(500).type('text/plain').send('Internal error');
  });

  return { app, close: closeClient };
}
