// The router with its context (query client, tRPC helpers, auth), and the providers every route renders inside.
// The browser and the server renderer (entry-server.tsx) build it the same way; the server brings its own
// history (the request's address), tRPC client (the procedures called in-process) and static file reader.
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { ReactNode } from 'react';
import { anchorScrollOptions } from './lib/anchor-scroll';
import { authSession } from './lib/auth-storage';
import { fetchWithTimeout } from './lib/fetch-with-timeout';
import { parseSearchText, stringifySearchText } from './lib/search-params';
import { createQueryClient } from './lib/query-client';
import type { StaticFetch } from './lib/router-context';
import { trpc } from './lib/trpc';
import { createTrpcClient, type TrpcClient } from './lib/trpc-client';
import { RedirectHome } from './features/layout/redirect-home';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  trpcClient?: TrpcClient;
  history?: RouterHistory;
  fetchStatic?: StaticFetch;
  /** The server renderer: no scroll restoration (its inline script would break the CSP), no retries. */
  server?: boolean;
  /**
   * The page was rendered by the server: it already sits where the browser put it (the top, its #anchor, the
   * place a reload restores) or where the guest has scrolled it before the app ran, so the first render
   * leaves the scroll alone instead of restoring it (to the top, on a first visit).
   */
  keepInitialScroll?: boolean;
}

/** Scroll restoration for every render but the first, when that one shows the page the browser loaded. */
function restoreAfterFirstRender(): (options: { location: { pathname: string } }) => boolean {
  const loadedPath = window.location.pathname;
  let first = true;
  return ({ location }) => {
    const keep = first && location.pathname === loadedPath;
    first = false;
    return !keep;
  };
}

export function createAppRouter({ trpcClient = createTrpcClient(), history, fetchStatic = fetchWithTimeout, server = false, keepInitialScroll = false }: AppRouterOptions = {}) {
  const queryClient = createQueryClient();
  if (server) {
    // A failed read is left to the browser to retry; the page is not held up by it.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  }
  const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });

  return createRouter({
    routeTree,
    context: { queryClient, trpc: trpcUtils, auth: authSession, fetchStatic },
    ...(history ? { history } : {}),
    isServer: server,
    // Scrolls to the top on navigation and restores the position on back/forward, at once: a new page opens at its
    // top, as a page the browser loads does. (It used to glide, following base.css's scroll-behavior, and a glide
    // across a long page could end short of the top: the footer's Gallery link from /about left the new page 277 px
    // down once in a browser test, under load.) Anchors still glide (defaultHashScrollIntoView).
    scrollRestoration: server ? false : keepInitialScroll ? restoreAfterFirstRender() : true,
    scrollRestorationBehavior: 'instant',
    // A link to an anchor on another page glides there (src/lib/anchor-scroll.ts).
    defaultHashScrollIntoView: anchorScrollOptions,
    defaultPreload: 'intent',
    // TanStack Query owns caching; loaders only warm it.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: RedirectHome,
    // The address holds text, read and written as typed (src/lib/search-params.ts): ?q=2024 is the text "2024".
    parseSearch: parseSearchText,
    stringifySearch: stringifySearchText,
    Wrap: ({ children }: { children: ReactNode }) => (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    ),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
