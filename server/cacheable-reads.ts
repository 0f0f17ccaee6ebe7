// What the public-read cache may keep, by path, and the query parameters each answer reads (http-cache/cache-key.ts):
// the REST routes declared `shared` (their query schema's fields), the public tRPC queries (`batch`, `input`), and,
// when the built site is served, the pages (ssr/page-query.ts) and the files made on the server. Everything else
// (assets, uploads, the admin, static files) is never looked up.
import type { ApiRoute } from './rest/api-route';
import { pageReads } from './ssr/page-query';
import { isPublicTrpcPath } from './trpc/http';

/** Files made by a producer that calls sendRead (seo.static.ts, qr.routes.ts, static-site.ts). */
const MADE_FILES = new Set(['/robots.txt', '/sitemap.xml', '/menu/qr.svg']);
const NEVER_KEPT = ['/assets/', '/uploads/', '/admin'];
const TRPC_READS = ['batch', 'input'] as const;

function queryFields(route: ApiRoute): readonly string[] | null {
  if (!route.query) return [];
  const shape = (route.query as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : null;
}

export function cacheableReads(routes: readonly ApiRoute[], pages: boolean): (path: string) => readonly string[] | null {
  const rest = new Map<string, readonly string[]>();
  for (const route of routes) {
    const fields = route.shared && route.method === 'get' ? queryFields(route) : null;
    if (fields) rest.set(`/api${route.path}`, fields);
  }
  return (path) => {
    if (path.startsWith('/api/') || path === '/api') return rest.get(path) ?? null;
    if (path.startsWith('/trpc/')) return isPublicTrpcPath(path) ? TRPC_READS : null;
    if (!pages || NEVER_KEPT.some((prefix) => path.startsWith(prefix))) return null;
    const file = /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
    if (file) return MADE_FILES.has(path) || path.endsWith('/manifest.json') ? [] : null;
    return pageReads(path);
  };
}
