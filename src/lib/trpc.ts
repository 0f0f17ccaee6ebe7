// The SPA's one way to talk to the server: tRPC hooks typed by the server's AppRouter (a type-only import).
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/features';

export const trpc = createTRPCReact<AppRouter>();
