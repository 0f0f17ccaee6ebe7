// The router with its context (query client, tRPC helpers, auth), and the providers every route renders inside.
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { ReactNode } from 'react';
import { authSession } from './lib/auth-storage';
import { createQueryClient } from './lib/query-client';
import { trpc } from './lib/trpc';
import { createTrpcClient } from './lib/trpc-client';
import { RedirectHome } from './features/layout/redirect-home';
import { routeTree } from './routeTree.gen';

export function createAppRouter() {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });

  return createRouter({
    routeTree,
    context: { queryClient, trpc: trpcUtils, auth: authSession },
    // Scrolls to the top on navigation and restores the position on back/forward. Smooth unless the
    // visitor prefers reduced motion: "auto" follows the html scroll-behavior set in base.css.
    scrollRestoration: true,
    scrollRestorationBehavior: 'auto',
    defaultHashScrollIntoView: { block: 'start', behavior: 'auto' },
    defaultPreload: 'intent',
    // TanStack Query owns caching; loaders only warm it.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: RedirectHome,
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
