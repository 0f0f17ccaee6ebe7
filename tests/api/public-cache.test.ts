// The public-read cache seen from outside: validators and codings on the public reads, their tRPC twins and the
// pages, and writes that show on the very next read — through the same process (the default, one process) and
// through another one writing the same database (DATABASE_SHARED, as the main test server runs).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMenuItem, useTestDb } from '../factories';
import { api, uniqueIp } from './http';
import { STAFF } from './staff';
import { startServer, type RunningServer } from './server-process';

const db = useTestDb();

const menuNames = (body: { categories: { items: { name: string }[] }[] }) => body.categories.flatMap((category) => category.items.map((item) => item.name));

describe('public reads are validated and coded once', () => {
  for (const path of ['/api/menu/full', '/api/drinks/full', '/api/offers', '/api/highlights', '/trpc/menu.full', '/trpc/offers.active?input=%7B%7D', '/menu', '/', '/images/gallery/manifest.json']) {
    it(`${path}: a strong ETag, 304 when the client has it, Brotli and gzip when they pay`, async () => {
      const first = await api(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toMatch(/no-cache|public/);
      const again = await api(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
      for (const coding of ['br', 'gzip']) {
        const coded = await fetch(`${inject('baseUrl')}${path}`, { headers: { 'Accept-Encoding': coding, 'X-Forwarded-For': uniqueIp() } });
        // Under 1 KB a coding saves less than its header costs.
        expect(coded.headers.get('content-encoding')).toBe(Buffer.byteLength(first.text) >= 1024 ? coding : null);
        expect(await coded.text()).toBe(first.text);
      }
    });
  }

  it('never shares an answer made for a token', async () => {
    const res = await api('/trpc/menu.full', { token: 'not-a-real-token' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a write shows on the next read', () => {
  it('through another process on the same database (the test server runs with DATABASE_SHARED)', async () => {
    const before = await api('/api/menu/full');
    const item = await createMenuItem(db.em(), { name: 'Cache Fresh Pimientos' });
    const after = await api('/api/menu/full');
    expect(menuNames(after.body)).toContain(item.name);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await api('/menu')).text).toContain('Cache Fresh Pimientos');
  });

  describe('through the same process, with the default DATABASE_SHARED=false', () => {
    let server: RunningServer | undefined;
    let token = '';
    const call = (path: string, init: RequestInit = {}) => fetch(`${server!.baseUrl}${path}`, { ...init, headers: { 'X-Forwarded-For': uniqueIp(), ...init.headers } });

    beforeAll(async () => {
      server = await startServer(inject('testDatabase'), { DATABASE_SHARED: 'false' });
      const login = await call('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) });
      token = ((await login.json()) as { token: string }).token;
    });
    afterAll(() => server?.stop());

    it('an admin change is what the very next public request, page or tRPC call returns', async () => {
      const item = await createMenuItem(db.em(), { name: 'Cache Local Boquerones' });
      // Written by this test's own process, which a server that trusts its own count cannot know about: it still
      // sends what it had. That is what DATABASE_SHARED is for.
      const warm = await call('/api/menu/full');
      const stale = await call('/api/menu/full');
      expect(stale.headers.get('etag')).toBe(warm.headers.get('etag'));

      const hide = await call(`/api/admin/menu/${item.id}/availability?value=false`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` } });
      expect(hide.status).toBe(204);
      expect(menuNames((await (await call('/api/menu/full')).json()) as never)).not.toContain(item.name);
      expect(await (await call('/menu')).text()).not.toContain(item.name);
      const show = await call(`/api/admin/menu/${item.id}/availability?value=true`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` } });
      expect(show.status).toBe(204);
      expect(menuNames((await (await call('/api/menu/full')).json()) as never)).toContain(item.name);
      expect(await (await call('/menu')).text()).toContain(item.name);
      expect(JSON.stringify(await (await call('/trpc/menu.full')).json())).toContain(item.name);
    });
  });
});
