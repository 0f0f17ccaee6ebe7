// The routes an Express app or router really serves, read from its own stack (not from any declaration): for the
// tests that prove every admin route is gated and every /api route is documented.
import type { Router } from 'express';

export interface RouteEntry {
  method: string;
  path: string;
}

interface Layer {
  /** The path the layer was registered with (router ≥ 2.3, as Express 5 uses). */
  rawPath?: string | RegExp | (string | RegExp)[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function pathsOf(raw: Layer['rawPath']): string[] {
  const list = Array.isArray(raw) ? raw : [raw ?? '/'];
  // A RegExp mount can't be written as a path; show it, so a comparison fails visibly rather than skipping it.
  return list.map((path) => (typeof path === 'string' ? path : String(path)));
}

const join = (prefix: string, path: string) => (path === '/' ? prefix || '/' : prefix + path);

/**
 * Every method and path of `router` (an Express app's `app.router`, or a Router) and of the routers mounted in it,
 * at any depth, in registration order (a route made with `.all()` is listed under every method).
 */
export function listRoutes(router: Router, prefix = ''): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on) entries.push({ method: method.toUpperCase(), path: join(prefix, path) });
        }
      }
    } else if (layer.handle?.stack) {
      for (const mount of pathsOf(layer.rawPath)) entries.push(...listRoutes(layer.handle as unknown as Router, join(prefix, mount)));
    }
  }
  return entries;
}
