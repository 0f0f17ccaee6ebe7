// The /trpc endpoint: tRPC's Express adapter with the transport's limits and headers.
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../context';
import { createContext } from '../create-context';
import { appRouter } from './router';

export function createTrpcMiddleware(deps: AppDeps): RequestHandler {
  return createExpressMiddleware({
    maxBodySize: 100 * 1024,
    router: appRouter,
    createContext: ({ req }) => createContext(deps, req),
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`[trpc] ${path ?? '?'} failed:`, error.cause ?? error);
    },
  });
}
