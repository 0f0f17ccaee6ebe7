// Inputs where databases part ways (ids beyond a 32-bit column, NUL characters in text): each is answered the same
// on SQLite and PostgreSQL, a 4xx naming the field, never a 500.
import { describe, expect, it } from 'vitest';
import { api, expectErrorShape } from './http';
import { adminApi, staffToken } from './staff';

const BEYOND_INT32 = 2 ** 31;

describe('ids beyond what a 32-bit id column holds', () => {
  it.each(['/api/admin/offers', '/api/admin/menu', '/api/admin/drinks', '/api/admin/contacts', '/api/admin/highlights'])('%s/<huge id> is a plain 404', async (base) => {
    for (const id of [BEYOND_INT32, 999_999_999_999_999]) {
      const res = await adminApi(`${base}/${id}`, base === '/api/admin/highlights' ? { method: 'DELETE' } : {});
      expectErrorShape(res, 404, 'NOT_FOUND');
    }
  });

  it('a huge id in a JSON body is an unknown record like any other', async () => {
    const res = await adminApi('/api/admin/highlights', { json: { date: '2031-04-01', itemId: BEYOND_INT32 } });
    expectErrorShape(res, 404, 'NOT_FOUND');
  });

  it('a huge id over tRPC is an unknown record like any other', async () => {
    const res = await api(`/trpc/admin.offers.get?input=${encodeURIComponent(JSON.stringify({ id: BEYOND_INT32 }))}`, { token: await staffToken() });
    expect(res.status, res.text).toBe(404);
  });
});

describe('a NUL character in text', () => {
  it('in a contact message is a 400 naming the field', async () => {
    const res = await api('/api/contact', { json: { name: 'Ana\u0000', email: 'ana@example.com', message: 'A table for two, please.' } });
    expectErrorShape(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields?.name).toEqual(expect.any(String));
  });

  it('in a search is a 400 naming q', async () => {
    for (const base of ['/api/admin/offers', '/api/admin/menu', '/api/admin/contacts']) {
      const res = await adminApi(`${base}?q=ham%00`);
      expectErrorShape(res, 400, 'VALIDATION_FAILED');
      expect(res.body.fields?.q, base).toEqual(expect.any(String));
    }
  });

  it('in a category filter is a 400 naming it', async () => {
    const res = await adminApi('/api/admin/menu?category=tapas%00');
    expectErrorShape(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields?.category).toEqual(expect.any(String));
  });

  it('in a login e-mail is a 400 naming it (before any attempt is counted)', async () => {
    const res = await api('/api/auth/login', { json: { email: 'staff\u0000@test.example', password: 'whatever-it-is-42' } });
    expectErrorShape(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields?.email).toEqual(expect.any(String));
  });

  it('in a tRPC input is a 400', async () => {
    const input = encodeURIComponent(JSON.stringify({ q: 'ham\u0000' }));
    const res = await api(`/trpc/admin.offers.list?input=${input}`, { token: await staffToken() });
    expect(res.status, res.text).toBe(400);
  });
});
