// The tRPC client: one base address (/trpc), a 12 s timeout, and the bearer token only where auth is needed.
import { httpBatchLink, httpLink, splitLink, type Operation } from '@trpc/client';
import { getToken } from './auth-storage';
import { fetchWithTimeout } from './fetch-with-timeout';
import { trpc } from './trpc';

export const TRPC_URL = '/trpc';

/** Procedures that act for a signed-in staff member. Never auth.login, never a public read. */
const AUTH_PROCEDURES = new Set(['auth.logout', 'auth.me']);
const ADMIN_PREFIX = 'admin.';
/** The procedures that sign a browser in: the addresses its device cookie is sent to (server/auth/device-cookie.ts). */
const SIGN_IN_PROCEDURES = new Set(['auth.login', 'auth.confirmPasswordReset', 'auth.acceptInvitation']);

/** True for calls that carry `Authorization: Bearer`; a call may also opt in with context `{ auth: true }`. */
export function needsAuth(op: Pick<Operation, 'path' | 'context'>): boolean {
  return AUTH_PROCEDURES.has(op.path) || op.path.startsWith(ADMIN_PREFIX) || op.context['auth'] === true;
}

/**
 * What the server reads into ctx besides the input: the page the call is made from (X-Page-Path) and, when a
 * call's context carries `{ honeypot }` (the contact form, only when its hidden field is not empty), X-Honeypot.
 */
export function requestMetaHeaders(opList: ReadonlyArray<Pick<Operation, 'context'>>): Record<string, string> {
  const headers: Record<string, string> = typeof window === 'undefined' ? {} : { 'X-Page-Path': window.location.pathname };
  const honeypot = opList.map((op) => op.context['honeypot']).find((value) => typeof value === 'string' && value !== '');
  if (typeof honeypot === 'string') headers['X-Honeypot'] = honeypot;
  return headers;
}

/** The server refuses a batch of more calls (MAX_BATCH_SIZE in server/trpc/http.ts); the link splits before that. */
const MAX_BATCH_ITEMS = 10;
/** The server refuses URLs over 8 KB (414); a batch of queries whose inputs would pass this goes out in parts. */
const MAX_URL_LENGTH = 4_000;

/** The links every call goes through; `fetchImpl` is the network (the 12 s timeout wraps the browser's fetch). */
export function trpcLinks(fetchImpl: typeof fetch = fetchWithTimeout) {
  const batched = (headers: Parameters<typeof httpBatchLink>[0]['headers']) =>
    httpBatchLink({ url: TRPC_URL, fetch: fetchImpl, maxItems: MAX_BATCH_ITEMS, maxURLLength: MAX_URL_LENGTH, headers });
  return [
    splitLink({
      // A sign-in goes out alone, at /trpc/auth.login (or the link's procedure): the tRPC addresses the browser sends
      // its device cookie to (a known browser's failed logins are counted on their own; server/auth/device-cookie.ts).
      condition: (op) => SIGN_IN_PROCEDURES.has(op.path),
      true: httpLink({ url: TRPC_URL, fetch: fetchImpl, headers: ({ op }) => requestMetaHeaders([op]) }),
      false: splitLink({
        condition: needsAuth,
        true: batched(({ opList }) => {
          const token = getToken();
          return { ...requestMetaHeaders(opList), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
        }),
        // Public calls: no Authorization header at all.
        false: batched(({ opList }) => requestMetaHeaders(opList)),
      }),
    }),
  ];
}

export function createTrpcClient() {
  return trpc.createClient({ links: trpcLinks() });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
