import { createTRPCClient } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../../server/features';
import { AUTH_TOKEN_KEY } from './auth-storage';
import { needsAuth, trpcLinks } from './trpc-client';

describe('needsAuth', () => {
  it('sends the bearer token to the signed-in procedures and the admin ones only', () => {
    expect(needsAuth({ path: 'auth.me', context: {} })).toBe(true);
    expect(needsAuth({ path: 'auth.logout', context: {} })).toBe(true);
    expect(needsAuth({ path: 'admin.offers.list', context: {} })).toBe(true);
  });

  it('never sends it with the login call or a public read', () => {
    for (const path of ['auth.login', 'offers.active', 'highlights.list', 'menu.full', 'drinks.full', 'contact.submit']) {
      expect(needsAuth({ path, context: {} })).toBe(false);
    }
  });

  it('lets a call opt in explicitly', () => {
    expect(needsAuth({ path: 'menu.full', context: { auth: true } })).toBe(true);
  });
});

describe('the links on the wire', () => {
  const calls: { url: string; headers: Headers }[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    const url = new URL(String(input), 'http://x');
    const paths = decodeURIComponent(url.pathname.replace('/trpc/', '')).split(',');
    const body = url.searchParams.has('batch') ? paths.map(() => ({ result: { data: null } })) : { result: { data: null } };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;

  beforeEach(() => {
    calls.length = 0;
    const store = new Map<string, string>([[AUTH_TOKEN_KEY, 'stale-or-valid-token']]);
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) },
      location: { pathname: '/admin/offers' },
      addEventListener: () => {},
      removeEventListener: () => {},
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('carry the stored token on admin calls only, never on login or a public read, even when one is stored', async () => {
    const client = createTRPCClient<AppRouter>({ links: trpcLinks(fakeFetch) });
    await Promise.all([client.admin.offers.list.query({}), client.menu.full.query(), client.auth.login.mutate({ email: 'a@b.c', password: 'x' })]);
    const byPath = (part: string) => calls.find((call) => call.url.includes(part))!;
    expect(byPath('admin.offers.list').headers.get('Authorization')).toBe('Bearer stale-or-valid-token');
    expect(byPath('menu.full').headers.get('Authorization')).toBeNull();
    expect(byPath('auth.login').headers.get('Authorization')).toBeNull();
    expect(byPath('menu.full').headers.get('X-Page-Path')).toBe('/admin/offers');
  });

  it('send the login alone to /trpc/auth.login (where the device cookie goes), even beside other calls', async () => {
    const client = createTRPCClient<AppRouter>({ links: trpcLinks(fakeFetch) });
    // Mutations fired together are batched with each other: the contact form's beside the login.
    const message = { name: 'Ana', email: 'ana@example.com', message: 'Hola' };
    await Promise.all([client.menu.full.query(), client.contact.submit.mutate(message), client.auth.login.mutate({ email: 'a@b.c', password: 'x' })]);
    const login = calls.filter((call) => call.url.includes('auth.login'));
    expect(login.map((call) => new URL(call.url, 'http://x').pathname)).toEqual(['/trpc/auth.login']);
  });

  it('send the e-mailed links that sign in (a reset, an invitation) alone too, where the device cookie goes', async () => {
    const client = createTRPCClient<AppRouter>({ links: trpcLinks(fakeFetch) });
    const link = { token: 'a-token', password: 'a long password' };
    await Promise.all([client.menu.full.query(), client.auth.requestPasswordReset.mutate({ email: 'a@b.c' }), client.auth.confirmPasswordReset.mutate(link), client.auth.acceptInvitation.mutate(link)]);
    const paths = calls.map((call) => new URL(call.url, 'http://x').pathname);
    expect(paths).toContain('/trpc/auth.confirmPasswordReset');
    expect(paths).toContain('/trpc/auth.acceptInvitation');
  });

  it('never batch more than the server accepts', async () => {
    const client = createTRPCClient<AppRouter>({ links: trpcLinks(fakeFetch) });
    await Promise.all(Array.from({ length: 23 }, () => client.menu.full.query()));
    expect(calls.map((call) => call.url.split('?')[0]!.split(',').length)).toEqual([10, 10, 3]);
  });
});
