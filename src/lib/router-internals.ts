// Every use of a TanStack Router internal, in one place. The pages are rendered by our own renderer
// (src/entry-server.tsx, server/ssr/) rather than TanStack Start (see docs/architecture.md), so two things Start does
// through the router's private fields are done here by hand. router-internals.test.ts pins the behaviour each
// relies on: it fails when an upgrade of @tanstack/react-router changes it.
import type { AnyRouteMatch, AnyRouter } from '@tanstack/react-router';

/**
 * Tells the browser's router that the page in front of it was rendered on the server from the same matches, as
 * Start's client hydration does (`router.ssr = { manifest }`). The router then renders its match tree as the
 * server did, without the Suspense boundary it puts around a render of its own, so React can hydrate the
 * server's markup. There is no Start manifest (the server links the page's assets itself): `undefined`.
 */
export function markServerRendered(router: AnyRouter): void {
  router.ssr = { manifest: undefined };
}

/**
 * True when the address is not a page. An address that matches no route still gets the matches of the routes
 * around it; the one that is to render the not-found component carries the private `_notFound` flag (a loader
 * that throws notFound() gives its match the public status "notFound" instead).
 */
export function isNotFound(matches: readonly AnyRouteMatch[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound === true);
}

/**
 * On the server: the canonical address when the requested one is written otherwise (a route's validateSearch
 * rewrites `?region=Penedès` as `?region=penedes`), else null. The router then renders nothing and keeps the
 * redirect in the private `_serverResult`; the page is to be answered with a redirect there, as Start does.
 */
export function canonicalRedirect(router: AnyRouter): string | null {
  const result = (router as unknown as { _serverResult?: { type: string; redirect?: { headers: Headers } } })._serverResult;
  if (result?.type !== 'redirect') return null;
  return result.redirect?.headers.get('Location') ?? null;
}
