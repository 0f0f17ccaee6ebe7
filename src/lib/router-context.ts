// What every route's beforeLoad and loader receive.
import type { QueryClient } from '@tanstack/react-query';
import type { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../../server/features';
import type { AuthSession } from './auth-storage';

/** Fetches the site's own static files by path ("/images/gallery/manifest.json"). */
export type StaticFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC query helpers for loaders: ensureData, prefetch, invalidate… */
  trpc: TrpcUtils;
  auth: AuthSession;
  /** The browser's fetch (with the timeout); the server renderer reads the files directly. */
  fetchStatic: StaticFetch;
}
