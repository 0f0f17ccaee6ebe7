// Sends the site's pages: public pages rendered on the server from the built renderer (dist/server) or,
// in development, from Vite's module graph; the staff admin as the plain SPA shell. A page whose render
// fails is still served, as the shell, so the browser renders it as before.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { ViteDevServer } from 'vite';
import { unstable_localLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import type { AppDeps, Ctx } from '../context';
import { createContext } from '../create-context';
import { pageHtml, shellHtml, siteAddressElement } from './html-template';
import type { LoadServerEntry, RenderResult, ServerEntry } from './render-contract';
import { modulePreloadTags, pageAssets, stylesheetTags, type BuildManifest, type PageAssets } from './page-assets';
import { staticFileReader } from './static-files';
import { allowStyleAttributes } from './style-attributes';
import { structuredDataTags, type PageStructuredData } from './structured-data';
import { requestIdOf } from '../logging/request-log';
import { sendRead } from '../http-cache/http-cache';
import { pageUrl } from './page-query';

export type SendPage = (req: Request, res: Response) => Promise<void>;

/** What the pages are made of, handed in by the app (server/app.ts): its tRPC router, which the route loaders call in-process, and each page's JSON-LD. */
export interface PageData {
  router: AnyRouter;
  structuredData: PageStructuredData;
}

interface PageSource {
  template: string;
  /** Where the site's static files are read from. */
  fetchStatic: (path: string) => Promise<globalThis.Response>;
  /** Null when there is no renderer: every page is sent as the shell. */
  entry: ServerEntry | null;
  /** The start-up and route chunks with their CSS (none in development: Vite serves modules and CSS on demand). */
  assets: (routeIds: readonly string[]) => PageAssets;
}

/** The procedures are called in-process with the request's context, made once per page like one HTTP batch. */
function inProcessLink(deps: AppDeps, router: AnyRouter, req: Request) {
  let context: Promise<Ctx> | undefined;
  return unstable_localLink({
    router,
    createContext: () => (context ??= createContext(deps, req)),
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error({ err: error.cause ?? error, reqId: requestIdOf(req) }, `[ssr] ${path ?? '?'} failed`);
    },
  });
}

/** What a failed render falls back to: the SPA shell, which the browser renders as it would the admin. */
const RENDER_FAILED: RenderResult = { kind: 'client-only' };

async function render(deps: AppDeps, router: AnyRouter, req: Request, source: PageSource): Promise<RenderResult> {
  if (!source.entry) return RENDER_FAILED;
  try {
    // The page's own address: its path and the parameters it reads (page-query.ts), which is what the cache keeps it under.
    return await source.entry.render({ url: pageUrl(req.originalUrl), trpcLink: inProcessLink(deps, router, req), fetchStatic: source.fetchStatic, siteUrl: deps.settings.publicUrl });
  } catch (error) {
    deps.log.error({ err: error, reqId: requestIdOf(req) }, `[ssr] rendering ${req.path} failed, sending the SPA shell`);
    return RENDER_FAILED;
  }
}

function pageSender(deps: AppDeps, data: PageData, load: (req: Request) => Promise<PageSource>): SendPage {
  return async (req, res) => {
    const source = await load(req);
    const result = await render(deps, data.router, req, source);
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return;
    }
    // A page rendered without all its data, or not at all after a failure, does for this guest but is not kept; nor
    // is the staff admin's shell (/admin/*), like the admin API: nothing of the staff's side stays in a cache.
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
    if (result.kind === 'client-only' || (result.kind === 'page' && !result.complete)) headers['cache-control'] = 'no-store';
    if (result.kind === 'client-only') {
      // Nothing is on screen until the app runs, so its start-up chunks are preloaded at once.
      const { css, modules } = source.assets([]);
      await sendRead(req, res, { status: 200, headers, body: shellHtml(source.template, [siteAddressElement(deps.settings.publicUrl), ...stylesheetTags(css), ...modulePreloadTags(modules)].join('\n    ')) });
      return;
    }
    allowStyleAttributes(res, result.html);
    // Search engines read the bar and its menu from these; a page sent without them is not kept either.
    const structuredData = await structuredDataTags(deps, req, data.structuredData);
    if (structuredData === null) headers['cache-control'] = 'no-store';
    // The page is painted from its markup and CSS, and its head (the routes' head data) preloads its largest
    // image. Its scripts are index.html's own (the entry and Vite's preloads of what it imports), fetched at low
    // priority (html-template.ts), so the stylesheets and that image come first; the route chunks follow from the router.
    const assets = [siteAddressElement(deps.settings.publicUrl), ...stylesheetTags(source.assets(result.routeIds).css)].join('\n    ');
    await sendRead(req, res, { status: result.status, headers, body: pageHtml(source.template, { head: result.head, assets, html: result.html, lang: result.lang, state: result.state, structuredData: structuredData ?? '' }) });
  };
}

/** The renderer `vite build` writes beside the client build (see vite.config.ts). */
export function serverEntryPath(clientDir: string): string {
  return resolve(clientDir, '..', 'server', 'entry-server.js');
}


/**
 * Production: the renderer `vite build` wrote, imported once, on first use. Importing it (React's server renderer, the
 * router, the route chunks) takes a few hundred ms, so it is not on the start-up path: the server asks for it once it
 * listens (createApp's `warm`), and a page asked for sooner waits for that same import. A new build is served after a
 * restart, which is how it is deployed (`npm start` builds, then starts).
 */
export function builtServerEntry(deps: AppDeps, clientDir: string): LoadServerEntry {
  const entryPath = serverEntryPath(clientDir);
  let entry: Promise<ServerEntry | null> | undefined;
  const load = async (): Promise<ServerEntry | null> => {
    if (!existsSync(entryPath)) {
      deps.log.warn(`No server renderer at ${entryPath}: pages are rendered in the browser only (run npm run build).`);
      return null;
    }
    try {
      return (await import(pathToFileURL(entryPath).href)) as ServerEntry;
    } catch (error) {
      deps.log.error({ err: error }, '[ssr] loading the renderer failed, pages are rendered in the browser only');
      return null;
    }
  };
  return () => (entry ??= load());
}

/** Development: the renderer straight from the sources through Vite, which reloads what changed. */
export function viteServerEntry(deps: AppDeps, vite: ViteDevServer): LoadServerEntry {
  return async (req) => {
    try {
      return (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      deps.log.error({ err: error, reqId: req && requestIdOf(req) }, '[ssr] loading the renderer failed');
      return null;
    }
  };
}

/** Production: index.html and the build manifest, read once at start-up, with the built renderer. */
export function builtPages(deps: AppDeps, data: PageData, clientDir: string, loadEntry: LoadServerEntry): SendPage {
  const fetchStatic = staticFileReader(clientDir);

  async function load(): Promise<Omit<PageSource, 'entry'>> {
    const [template, manifestText] = await Promise.all([readFile(join(clientDir, 'index.html'), 'utf8'), readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8').catch(() => '{}')]);
    const manifest = JSON.parse(manifestText) as BuildManifest;
    return { template, fetchStatic, assets: (routeIds) => pageAssets(manifest, routeIds) };
  }

  // The files now (cheap reads off the event loop); the renderer when a page, or the warm-up, first asks for it.
  const files = load();
  files.catch((error: unknown) => deps.log.error({ err: error }, '[ssr] loading the site failed'));
  let source: Promise<PageSource> | undefined;
  return pageSender(deps, data, () => (source ??= files.then(async (read) => ({ ...read, entry: await loadEntry() }))));
}

/** Development: the page template through Vite, and the renderer from the sources. */
export function vitePages(deps: AppDeps, data: PageData, vite: ViteDevServer, root: string, loadEntry: LoadServerEntry): SendPage {
  const fetchStatic = staticFileReader(join(root, 'public'));
  return pageSender(deps, data, async (req) => {
    const template = await vite.transformIndexHtml(req.originalUrl, await readFile(join(root, 'index.html'), 'utf8'));
    return { template, entry: await loadEntry(req), fetchStatic, assets: () => ({ css: [], modules: [] }) };
  });
}
