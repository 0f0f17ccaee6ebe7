// Serves the built SPA: hashed assets cached for a year, index.html revalidated, unknown paths → the SPA.
import express, { type Express, type Request, type Response } from 'express';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const NO_CACHE = 'no-cache';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/trpc' || path.startsWith('/trpc/');
}

function looksLikeFile(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}

export function serveBuiltClient(app: Express, clientDir: string): void {
  const indexPath = join(clientDir, 'index.html');
  readFileSync(indexPath); // fail at start-up, not on the first guest, when the build is missing
  app.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  app.use(
    express.static(clientDir, {
      index: false,
      setHeaders(res, path) {
        if (path.endsWith('manifest.json') || path.endsWith('.html')) res.setHeader('Cache-Control', NO_CACHE);
        else res.setHeader('Cache-Control', 'public, max-age=86400');
      },
    }),
  );
  app.use(async (req: Request, res: Response, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    if (looksLikeFile(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', NO_CACHE);
    // Read per request (it is small and cached by the OS) so a rebuild never leaves a stale page.
    res.type('html').send(await readFile(indexPath, 'utf8'));
  });
}

/** Development: Vite in middleware mode (hot reload), same routes as production. */
export async function serveViteDev(app: Express, root: string): Promise<() => Promise<void>> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'spa' });
  app.use((req, res, next) => (isApiPath(req.path) ? next() : vite.middlewares(req, res, next)));
  return () => vite.close();
}
