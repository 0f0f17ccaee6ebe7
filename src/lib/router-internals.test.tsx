// Pins what src/lib/router-internals.ts relies on in @tanstack/react-router, on a router of three routes.
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, notFound, Outlet, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { canonicalRedirect, isNotFound, markServerRendered } from './router-internals';

function testRouter(path: string, { isServer }: { isServer: boolean }) {
  const root = createRootRoute({ component: () => <main><Outlet /></main> });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    // Written canonical: lowercase, empty left out.
    validateSearch: (search: Record<string, unknown>) => (typeof search.word === 'string' && search.word ? { word: search.word.toLowerCase() } : {}),
    component: () => <h1>Hola</h1>,
  });
  const gone = createRoute({
    getParentRoute: () => root,
    path: '/gone',
    loader: () => {
      throw notFound();
    },
  });
  // A browser router reads its origin from `window` unless given one; the test runs in Node.
  return createRouter({ routeTree: root.addChildren([home, gone]), history: createMemoryHistory({ initialEntries: [path] }), isServer, origin: 'http://localhost', defaultNotFoundComponent: () => <p>Not here</p> });
}

async function loaded(path: string, options: { isServer: boolean }) {
  const router = testRouter(path, options);
  await router.load();
  return router;
}

describe('isNotFound', () => {
  it('tells an address that matches no route, and one whose loader says not found, from a page', async () => {
    expect(isNotFound((await loaded('/nowhere', { isServer: true })).state.matches)).toBe(true);
    expect(isNotFound((await loaded('/gone', { isServer: true })).state.matches)).toBe(true);
    expect(isNotFound((await loaded('/', { isServer: true })).state.matches)).toBe(false);
  });

  it('needs the private flag: an address that matches no route has no match with the status "notFound"', async () => {
    const { matches } = (await loaded('/nowhere', { isServer: true })).state;
    expect(matches.map((match) => match.status)).not.toContain('notFound');
  });
});

describe('markServerRendered', () => {
  it("makes the browser's router render the page as the server rendered it, so React can hydrate the markup", async () => {
    const server = renderToString(<RouterProvider router={await loaded('/', { isServer: true })} />);
    expect(server).toContain('<h1>Hola</h1>');

    const marked = testRouter('/', { isServer: false });
    markServerRendered(marked);
    await marked.load();
    expect(renderToString(<RouterProvider router={marked} />)).toBe(server);

    // Unmarked, the browser's router renders another tree (a Suspense boundary around the matches).
    const unmarked = await loaded('/', { isServer: false });
    expect(renderToString(<RouterProvider router={unmarked} />)).not.toBe(server);
  });
});

describe('canonicalRedirect', () => {
  it("is the address as the routes' validateSearch writes it when the request wrote it otherwise, else null", async () => {
    const odd = await loaded('/?word=RIOJA', { isServer: true });
    expect(canonicalRedirect(odd)).toBe('/?word=rioja');
    // The router renders nothing for it: the page must be answered with the redirect.
    expect(renderToString(<RouterProvider router={odd} />)).not.toContain('Hola');
    expect(canonicalRedirect(await loaded('/?word=rioja', { isServer: true }))).toBeNull();
    expect(canonicalRedirect(await loaded('/', { isServer: true }))).toBeNull();
  });
});
