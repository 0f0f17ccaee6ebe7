// The routes an Express router serves, read from its own stack: for the auth enumeration test and API docs.
import type { Router } from 'express';

export interface RouteEntry {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every method and path of the router and of routers mounted in it at its root, in registration order. */
export function listRoutes(router: Router, prefix = ''): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') entries.push({ method: method.toUpperCase(), path: prefix + path });
      }
    }
  }
  return entries;
}
