// The tRPC client: one base address (/trpc), a 12 s timeout, and the bearer token only where auth is needed.
import { httpBatchLink, splitLink, type Operation } from '@trpc/client';
import { getToken } from './auth-storage';
import { fetchWithTimeout } from './fetch-with-timeout';
import { trpc } from './trpc';

export const TRPC_URL = '/trpc';

/** Procedures that act for a signed-in staff member. Never auth.login, never a public read. */
const AUTH_PROCEDURES = new Set(['auth.logout', 'auth.me']);
const ADMIN_PREFIX = 'admin.';

/** True for calls that carry `Authorization: Bearer`; a call may also opt in with context `{ auth: true }`. */
export function needsAuth(op: Pick<Operation, 'path' | 'context'>): boolean {
  return AUTH_PROCEDURES.has(op.path) || op.path.startsWith(ADMIN_PREFIX) || op.context['auth'] === true;
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: needsAuth,
        true: httpBatchLink({
          url: TRPC_URL,
          fetch: fetchWithTimeout,
          headers() {
            const token = getToken();
            return token ? { Authorization: `Bearer ${token}` } : {};
          },
        }),
        // Public calls and the login call: no Authorization header at all.
        false: httpBatchLink({ url: TRPC_URL, fetch: fetchWithTimeout }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
