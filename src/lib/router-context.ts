// What every route's beforeLoad and loader receive.
import type { QueryClient } from '@tanstack/react-query';
import type { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/router';
import type { AuthSession } from './auth-storage';

export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC query helpers for loaders: ensureData, prefetch, invalidate… */
  trpc: TrpcUtils;
  auth: AuthSession;
}
