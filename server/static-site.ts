// Serves the site: hashed assets cached for a year, other static files for a day, and every other path as
// a page (server-rendered for the public site, the SPA shell for the admin; unknown paths are sent home).
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { AppDeps } from './context';
import { preferredCoding } from './lib/accept-encoding';
import { builtPages, builtServerEntry, vitePages, viteServerEntry, type PageData, type SendPage } from './ssr/page-renderer';
import type { LoadServerEntry } from './ssr/render-contract';
import { sendRead } from './http-cache/http-cache';

const NO_CACHE = 'no-cache';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/trpc' || path.startsWith('/trpc/');
}

/** A missing image or script answers 404, never a page; the staff admin has no files, so its paths are always pages. */
function looksLikeFile(path: string): boolean {
  return !path.startsWith('/admin/') && /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}

/** The build's precompressed copies of the hashed assets (vite.config.ts), Brotli first, for clients that take them. */
function precompressedAssets(assetsDir: string): RequestHandler {
  const root = resolve(assetsDir);
  // Listed once: the hashed assets of a build never change while it is served.
  const present = new Set(existsSync(root) ? readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `/${file.split(sep).join('/')}`) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const coding = preferredCoding(req);
    const suffix = coding === 'br' ? '.br' : coding === 'gzip' ? '.gz' : null;
    if (!suffix || !present.has(req.path + suffix)) return next();
    res.setHeader('Content-Encoding', coding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(extname(req.path));
    res.sendFile(join(root, req.path + suffix), { maxAge: '365d', immutable: true });
  };
}

/**
 * The build's JSON manifests (the gallery's photo list): revalidated, and handed to the public-read cache like the
 * public reads. Listed once at start-up: a build is served as it was when the server started.
 */
function serveManifests(clientDir: string): RequestHandler {
  const root = resolve(clientDir);
  const files = new Set(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => `/${file.split(sep).join('/')}`)
      .filter((file) => file.endsWith('/manifest.json') && !file.startsWith('/.vite/')),
  );
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(req.path)) return next();
    readFile(join(root, req.path))
      .then((body) => sendRead(req, res, { status: 200, headers: { 'cache-control': NO_CACHE, 'content-type': 'application/json; charset=utf-8' }, body }))
      .catch(next);
  };
}

/** Pages: every GET or HEAD that is not the API and does not name a file. Always revalidated. */
function servePages(app: Express, sendPage: SendPage): void {
  app.use(async (req: Request, res: Response, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    if (looksLikeFile(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', NO_CACHE);
    await sendPage(req, res);
  });
}

/** Returns the built server renderer, which the print pages use too. */
export function serveBuiltClient(app: Express, clientDir: string, deps: AppDeps, pages: PageData): LoadServerEntry {
  readFileSync(join(clientDir, 'index.html')); // fail at start-up, not on the first guest, when the build is missing
  app.use('/assets', precompressedAssets(join(clientDir, 'assets')));
  app.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  app.use(serveManifests(clientDir));
  app.use(
    express.static(clientDir, {
      index: false,
      setHeaders(res, path) {
        if (path.endsWith('manifest.json') || path.endsWith('.html')) res.setHeader('Cache-Control', NO_CACHE);
        else res.setHeader('Cache-Control', 'public, max-age=86400');
      },
    }),
  );
  const entry = builtServerEntry(deps, clientDir);
  servePages(app, builtPages(deps, pages, clientDir, entry));
  return entry;
}

/** Development: Vite in middleware mode (hot reload), same routes as production, pages rendered from the sources. */
export async function serveViteDev(app: Express, root: string, deps: AppDeps, pages: PageData): Promise<{ entry: LoadServerEntry; close: () => Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  app.use((req, res, next) => (isApiPath(req.path) ? next() : vite.middlewares(req, res, next)));
  const entry = viteServerEntry(deps, vite);
  servePages(app, vitePages(deps, pages, vite, root, entry));
  return { entry, close: () => vite.close() };
}
