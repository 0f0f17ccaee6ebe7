// The REST conventions every /api route shares: error bodies, 404/400/413/415, CORS, no stack traces, no 500 on bad input.
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ContactMessage } from '../../server/features/contacts/contact-message.entity';
import { useTestDb, wipeContent } from '../factories';
import { api, baseUrl, expectErrorShape, looksLikeStackTrace, uniqueIp, type ApiResponse } from './http';
import { testServerEnv } from './server-process';
import { adminApi } from './staff';

const db = useTestDb();
const PARTNER = testServerEnv.CORS_ORIGINS;

afterAll(async () => {
  await wipeContent(db);
});

const validContact = { name: 'Ana', email: 'ana@example.com', message: 'Hello from the conventions suite.' };

function expectNotHtml(res: ApiResponse) {
  expect(res.contentType).not.toMatch(/html/);
  expect(res.text).not.toMatch(/<!doctype|<html/i);
}

describe('error body', () => {
  it('is { ok: false, error, message, fields } for a validation failure, fields naming each field', async () => {
    const res = await api('/api/contact', { method: 'POST', json: { name: '', email: 'x', message: 'hi' } });
    expectErrorShape(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(res.body).sort()).toEqual(['error', 'fields', 'message', 'ok']);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'message', 'name']);
    // The message is one of the field messages, so a client can show it as is.
    expect(Object.values(res.body.fields)).toContain(res.body.message);
  });

  it('is { ok: false, error, message } (fields optional) for other failures', async () => {
    const res = await api('/api/auth/me');
    expectErrorShape(res, 401, 'UNAUTHENTICATED');
    expect(res.body.ok).toBe(false);
  });
});

describe('JSON in and out, UTF-8', () => {
  it.each([
    ['GET', '/api/menu/full'],
    ['GET', '/api/drinks/full'],
    ['GET', '/api/highlights?date=2031-03-14'],
    ['GET', '/api/offers?date=2031-03-14'],
    ['GET', '/api/health'],
    ['GET', '/api/auth/me'],
    ['GET', '/api/nope'],
  ])('%s %s answers application/json; charset=utf-8', async (method, path) => {
    const res = await api(path, { method });
    expect(res.contentType.toLowerCase().replace(/\s/g, '')).toBe('application/json;charset=utf-8');
  });

  it('reads a UTF-8 body and stores its accents and symbols intact', async () => {
    const name = 'José Núñez — 日本語 😀';
    const res = await api('/api/contact', { method: 'POST', json: { ...validContact, name } });
    expect(res.status, res.text).toBe(201);
    expect((await db.em().findOneOrFail(ContactMessage, { id: res.body.id })).name).toBe(name);
  });
});

describe('unknown /api paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/menu'],
    ['GET', '/api/menu/full/extra'],
    ['GET', '/api/menu/fullish'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/images/gallery/manifest.json'],
    ['DELETE', '/api/menu/full'],
    ['PUT', '/api/offers'],
    ['PATCH', '/api/nope/1'],
  ])('%s %s → 404 NOT_FOUND as JSON, never the SPA HTML', async (method, path) => {
    const res = await api(path, { method });
    expectErrorShape(res, 404, 'NOT_FOUND');
    expectNotHtml(res);
  });

  it('POST with a JSON body → 404 NOT_FOUND as JSON', async () => {
    const res = await api('/api/nope', { method: 'POST', json: { hello: 'world' } });
    expectErrorShape(res, 404, 'NOT_FOUND');
    expectNotHtml(res);
  });

  it('POST without a body → 404 NOT_FOUND as JSON', async () => {
    const res = await api('/api/does/not/exist', { method: 'POST' });
    expectErrorShape(res, 404, 'NOT_FOUND');
    expectNotHtml(res);
  });

  it('GET with an Accept: text/html header (a browser) still gets JSON', async () => {
    const res = await api('/api/nope', { headers: { Accept: 'text/html,application/xhtml+xml' } });
    expectErrorShape(res, 404, 'NOT_FOUND');
    expectNotHtml(res);
  });
});

describe('request bodies', () => {
  it.each([
    ['/api/contact', '{"name": "Ana", '],
    ['/api/contact', "{'name': 'Ana'}"],
    ['/api/auth/login', '{"email": "staff@test.example" "password": "x"}'],
    ['/api/auth/login', 'undefined'],
  ])('malformed JSON to %s → 400 BAD_REQUEST', async (path, body) => {
    const before = await db.em().count(ContactMessage, {});
    const res = await api(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expectErrorShape(res, 400, 'BAD_REQUEST');
    expect(await db.em().count(ContactMessage, {})).toBe(before);
  });

  it('a JSON body over 100 KB → 413 PAYLOAD_TOO_LARGE, and nothing is stored', async () => {
    const before = await db.em().count(ContactMessage, {});
    const res = await api('/api/contact', { method: 'POST', json: { ...validContact, message: 'x'.repeat(150 * 1024) } });
    expectErrorShape(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await db.em().count(ContactMessage, {})).toBe(before);
  });

  it('a JSON body just over 100 KB → 413 on login as well', async () => {
    const res = await api('/api/auth/login', { method: 'POST', json: { email: 'staff@test.example', password: 'p'.repeat(101 * 1024) } });
    expectErrorShape(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('a chunked JSON body (no Content-Length) over 100 KB → 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"name":"Ana","email":"ana@example.com","message":"'));
        if (sent < 10) controller.enqueue(chunk);
        else {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        }
        sent += 1;
      },
    });
    const before = await db.em().count(ContactMessage, {});
    const res = await api('/api/contact', { method: 'POST', body: stream, headers: { 'Content-Type': 'application/json' } });
    expectErrorShape(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await db.em().count(ContactMessage, {})).toBe(before);
  });

  it('a gzip-compressed JSON body that inflates to over 100 KB → 413 (the limit is on the JSON, not the wire bytes)', async () => {
    const compressed = gzipSync(JSON.stringify({ ...validContact, message: 'x'.repeat(1024 * 1024) }));
    expect(compressed.byteLength).toBeLessThan(100 * 1024);
    const before = await db.em().count(ContactMessage, {});
    const res = await api('/api/contact', { method: 'POST', body: compressed, headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } });
    expectErrorShape(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await db.em().count(ContactMessage, {})).toBe(before);
  });

  it('a JSON body under 100 KB is read (here refused by validation, not by size)', async () => {
    const res = await api('/api/contact', { method: 'POST', json: { ...validContact, message: 'x'.repeat(90 * 1024) } });
    expectErrorShape(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields.message).toEqual(expect.any(String));
  });

  it.each([
    ['text/plain', JSON.stringify(validContact)],
    ['text/plain;charset=UTF-8', JSON.stringify(validContact)],
    ['application/x-www-form-urlencoded', 'name=Ana&email=ana%40example.com&message=Hello+there+friends'],
    ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--xyz--\r\n'],
    ['application/xml', '<contact><name>Ana</name></contact>'],
  ])('a %s body on POST /api/contact → 415 UNSUPPORTED_MEDIA_TYPE, and nothing is stored', async (contentType, body) => {
    const before = await db.em().count(ContactMessage, {});
    const res = await api('/api/contact', { method: 'POST', body, headers: { 'Content-Type': contentType } });
    expectErrorShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await db.em().count(ContactMessage, {})).toBe(before);
  });

  it('a text/plain body on POST /api/auth/login → 415', async () => {
    const res = await api('/api/auth/login', { method: 'POST', body: '{"email":"a@b.c","password":"x"}', headers: { 'Content-Type': 'text/plain' } });
    expectErrorShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('application/json with charset=utf-8 is accepted', async () => {
    const res = await api('/api/contact', { method: 'POST', body: JSON.stringify(validContact), headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(res.status, res.text).toBe(201);
  });
});

describe('CORS', () => {
  const preflight = (origin: string, path = '/api/contact', method = 'POST', requestHeaders = 'content-type,x-page-path,x-honeypot,authorization') =>
    fetch(`${baseUrl()}${path}`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': requestHeaders, 'X-Forwarded-For': uniqueIp() },
    });
  const list = (value: string | null) => (value ?? '').split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);

  it(`answers a preflight from ${PARTNER}: its origin, methods GET POST PUT PATCH DELETE, the four request headers, exposing Authorization and Location`, async () => {
    const res = await preflight(PARTNER);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(list(res.headers.get('access-control-allow-methods'))).toEqual(expect.arrayContaining(['get', 'post', 'put', 'patch', 'delete']));
    expect(list(res.headers.get('access-control-allow-headers'))).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'x-page-path', 'x-honeypot']),
    );
    expect(list(res.headers.get('access-control-expose-headers'))).toEqual(expect.arrayContaining(['authorization', 'location', 'x-request-id']));
  });

  it('answers preflights for the admin-style methods too (PUT, PATCH, DELETE with Authorization)', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await preflight(PARTNER, '/api/auth/me', method, 'authorization');
      expect(res.status, method).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin'), method).toBe(PARTNER);
      expect(list(res.headers.get('access-control-allow-methods'))).toContain(method.toLowerCase());
    }
  });

  it(`on actual responses to ${PARTNER}: allows the origin and exposes Authorization and Location`, async () => {
    const login = await api('/api/auth/login', {
      method: 'POST',
      json: { email: testServerEnv.ADMIN_EMAIL, password: testServerEnv.ADMIN_PASSWORD },
      headers: { Origin: PARTNER },
    });
    expect(login.status, login.text).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(list(login.headers.get('access-control-expose-headers'))).toEqual(expect.arrayContaining(['authorization', 'location']));

    const contact = await api('/api/contact', { method: 'POST', json: validContact, headers: { Origin: PARTNER } });
    expect(contact.status, contact.text).toBe(201);
    expect(contact.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(list(contact.headers.get('access-control-expose-headers'))).toContain('location');

    const menu = await api('/api/menu/full', { headers: { Origin: PARTNER } });
    expect(menu.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });

  it.each(['https://evil.example', 'http://partner.example', 'https://partner.example.evil.example', 'null'])(
    'from another origin (%s): no Access-Control-Allow-Origin on the preflight or the response, and never a 500',
    async (origin) => {
      const pre = await preflight(origin);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
      expect(pre.status).toBeLessThan(500);

      const res = await api('/api/menu/full', { headers: { Origin: origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('without an Origin header (same-origin or server-to-server): no Access-Control-Allow-Origin', async () => {
    const res = await api('/api/menu/full');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('bad input is never a 500, and no error body leaks a stack trace or SQL', () => {
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) => ({ path, method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });
  const get = (path: string, headers: Record<string, string> = {}) => ({ path, method: 'GET', body: undefined, headers });
  const cases: { path: string; method: string; body: string | undefined; headers: Record<string, string> }[] = [
    get('/api/highlights?date[]=2026-01-01'),
    get('/api/highlights?date[a]=1&limit[b]=2'),
    get('/api/highlights?limit=99999999999999999999999'),
    get('/api/highlights?limit=1e3'),
    get('/api/highlights?limit=0x10'),
    get('/api/highlights?date=2026-01-01%27%3B%20DROP%20TABLE%20menu_item%3B--'),
    get('/api/highlights?date=%E0%A4%A'),
    get('/api/offers?date=0000-00-00'),
    get('/api/offers?date=9999-99-99&limit=NaN'),
    get('/api/offers?date=2026-02-29'),
    get('/api/offers?limit=Infinity'),
    get('/api/%E0%A4%A'),
    get('/api/auth/me', { Authorization: 'Bearer ' + 'x'.repeat(5000) }),
    get('/api/auth/me', { Authorization: "Bearer ' OR 1=1 --" }),
    json('/api/contact', { __proto__: { admin: true }, constructor: { prototype: { polluted: true } } }),
    json('/api/contact', { ...validContact, email: 'ana@example.com\r\nBcc: all@example.com' }),
    json('/api/contact', { name: { $gt: '' }, email: { $ne: null }, message: { $regex: '.*' } }),
    json('/api/contact', { ...validContact, name: 'x'.repeat(60_000) }),
    json('/api/contact', { ...validContact, phone: ['1', '2'] }),
    json('/api/contact', { ...validContact, subject: 12.5 }),
    json('/api/contact', 'just a string'),
    json('/api/contact', 0),
    json('/api/contact', []),
    json('/api/auth/login', { email: ['staff@test.example'], password: ['x'] }),
    json('/api/auth/login', { email: { $ne: null }, password: { $ne: null } }),
    json('/api/auth/login', { email: 'staff@test.example', password: 'x'.repeat(300) }),
    json('/api/auth/login', { email: `${'a'.repeat(200)}@test.example`, password: 'x' }),
    json('/api/auth/login', { email: "' OR 1=1 --", password: "' OR 1=1 --" }),
    json('/api/auth/logout', { anything: true }),
    { path: '/api/contact', method: 'POST', body: '{"name":"Ana","email":"ana@example.com","message":"Hello there"}', headers: { 'Content-Type': 'application/json; charset=latin1' } },
    { path: '/api/contact', method: 'POST', body: 'not really gzip', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } },
    { path: '/api/contact', method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'x-unknown' } },
    { path: '/api/contact', method: 'POST', body: '', headers: { 'Content-Type': 'application/json' } },
    { path: '/api/contact', method: 'POST', body: '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}', headers: { 'Content-Type': 'application/json' } },
    { path: '/api/contact', method: 'POST', body: '\u0000\u0001\u0002', headers: { 'Content-Type': 'application/json' } },
  ];

  it.each(cases.map((c) => [`${c.method} ${c.path.slice(0, 70)} ${c.body?.slice(0, 50) ?? ''} ${JSON.stringify(c.headers).slice(0, 80)}`, c] as const))(
    '%s',
    async (_label, c) => {
      const res = await api(c.path, { method: c.method, ...(c.body !== undefined ? { body: c.body } : {}), headers: c.headers });
      expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
      if (res.status >= 400) {
        expectErrorShape(res, res.status, res.body?.error);
        expect(res.text).not.toMatch(/\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b/i);
        expect(res.text).not.toMatch(/sqlite|SQLITE_|knex|MikroORM/i);
      }
      expect(looksLikeStackTrace(res.text)).toBe(false);
    },
  );

  // Ids are 32-bit on every engine: PostgreSQL refuses a larger number in an integer column, which must not reach it.
  it.each([
    ['GET', '/api/admin/menu/2147483648'],
    ['PUT', '/api/admin/gallery/2147483648'],
    ['DELETE', '/api/admin/gallery/2147483648'],
    ['DELETE', '/api/admin/offers/999999999999999'],
  ])('%s %s (past the largest id) → 404, not a database error', async (method, path) => {
    const res = await adminApi(path, { method, ...(method === 'PUT' ? { json: { imageUrl: '/images/x.jpg', alt: 'A photo', tags: [] } } : {}) });
    expectErrorShape(res, 404, 'NOT_FOUND');
  });

  it('a tRPC id past the largest id → 404, an unknown record like any other', async () => {
    for (const procedure of ['admin.gallery.delete', 'admin.gallery.update']) {
      const res = await adminApi(`/trpc/${procedure}`, { json: { id: 2_147_483_648, data: { imageUrl: '/images/x.jpg', alt: 'A photo', tags: [] } } });
      expect(res.status, `${procedure}: ${res.text}`).toBe(404);
    }
  });

  it('the database is still answering afterwards', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(await db.em().count(ContactMessage, { name: { $like: '%OR 1=1%' } })).toBe(0);
  });
});
