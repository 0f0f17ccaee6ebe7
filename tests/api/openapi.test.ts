// GET /api/openapi.json and /api/docs as the real server serves them, and every /api route's real answer against
// its declaration: the status, and a body that is exactly what the documented schema describes (nothing missing,
// nothing extra). The run ends by checking that no declared route was left out.
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ApiRoute } from '../../server/rest/api-route';
import { API_ROUTES } from '../../server/features';
import { buildOpenApiDocument } from '../../server/rest/openapi/openapi-document';
import { api, baseUrl, uniqueIp, type ApiOptions, type ApiResponse } from './http';
import { TEST_PUBLIC_URL } from './server-process';
import { STAFF } from './staff';
import { useTestDb } from '../factories';
import { queuedLinkToken } from './mailed-links';

const db = useTestDb();

describe('GET /api/openapi.json', () => {
  it('serves the document built from the route declarations, shareable and revalidated by its ETag', async () => {
    const res = await api('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(API_ROUTES, TEST_PUBLIC_URL))));
    const again = await api('/api/openapi.json', { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page without scripts whose one stylesheet the strict CSP allows by hash, in this answer only', async () => {
    const res = await api('/api/docs');
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('text/html; charset=utf-8');
    expect(res.text).not.toMatch(/<script|\sstyle=/i);
    expect([...res.text.matchAll(/<link[^>]*>/g)].map((match) => match[0])).toEqual(['<link rel="icon" href="/favicon.svg" type="image/svg+xml">']);
    const styles = [...res.text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(styles[0]!, 'utf8').digest('base64')}'`;
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`(^|;)style-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("script-src 'self'");
    const page = await api('/');
    expect(page.headers.get('content-security-policy') ?? '').not.toContain(hash);
  });
});

/** The declaration Express matched for a call (ids are digits, so "/categories" and "export.csv" are never an id). */
function declarationFor(method: string, path: string): ApiRoute {
  const bare = path.split('?')[0]!;
  const pattern = (route: ApiRoute) => route.path.replace(/:(\w+)/g, (_match, name: string) => (route.textParams && name in route.textParams ? '[^/]+' : '\\d+')).replace(/\./g, '\\.');
  const found = API_ROUTES.find((route) => route.method === method && new RegExp(`^/api${pattern(route)}$`).test(bare));
  if (!found) throw new Error(`No declared route for ${method.toUpperCase()} ${bare}`);
  return found;
}

/** Parsed without error and nothing dropped or changed: the answer is exactly what the schema describes. */
function asParsed(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues;
}

describe('every /api route answers as its declaration documents', () => {
  const checked = new Set<ApiRoute>();
  let token = '';

  async function call(method: ApiRoute['method'], path: string, options: ApiOptions = {}): Promise<ApiResponse> {
    const route = declarationFor(method, path);
    const res = await api(path, { method: method.toUpperCase(), ...(route.auth === 'staff' ? { token } : {}), ...options });
    const name = `${method.toUpperCase()} ${path}`;
    expect(res.status, `${name}: ${res.text.slice(0, 300)}`).toBe(route.response.status);
    const { response } = route;
    if (!('schema' in response)) expect(res.text, name).toBe('');
    else if (response.contentType) {
      expect(res.contentType, name).toBe(response.contentType);
      expect(response.schema.safeParse(res.text).success, name).toBe(true);
    } else {
      expect(res.contentType, name).toMatch(/^application\/json/);
      expect(asParsed(response.schema, res.body), name).toEqual(res.body);
      if (response.location) expect(res.headers.get('location'), name).toBe(response.location(res.body));
    }
    for (const header of Object.keys(response.headers ?? {})) expect(res.headers.get(header), `${name} ${header}`).toBeTruthy();
    checked.add(route);
    return res;
  }

  it('each route, called as an integration would', async () => {
    const word = `oa${randomBytes(4).toString('hex')}`;
    const date = '2031-05-09';
    await call('get', '/api/health');
    const login = await call('post', '/api/auth/login', { json: STAFF, ip: uniqueIp() });
    token = login.body.token;
    await call('get', '/api/auth/me');

    const kinds = { menu: { price: '$12.50', dietaryTags: ['vegan'], spicyLevel: 1 }, drinks: { price: 9, abv: 12.5, vintage: 2021 } };
    const ids: Record<string, { item: number; category: number }> = {};
    for (const [kind, fields] of Object.entries(kinds)) {
      const category = (await call('post', `/api/admin/${kind}/categories`, { json: { name: `Openapi ${word} ${kind}` } })).body;
      await call('put', `/api/admin/${kind}/categories/${category.id}`, { json: { displayOrder: 900 } });
      await call('get', `/api/admin/${kind}/categories`);
      const item = (await call('post', `/api/admin/${kind}`, { json: { category: category.slug, name: `Dish ${word}`, ...fields } })).body;
      await call('get', `/api/admin/${kind}/${item.id}`);
      await call('put', `/api/admin/${kind}/${item.id}`, { json: { category: category.slug, name: `Dish ${word} again`, ...fields } });
      await call('get', `/api/admin/${kind}?category=${category.slug}&q=${word}&size=5`);
      await call('patch', `/api/admin/${kind}/${item.id}/availability?value=true`);
      await call('patch', `/api/admin/${kind}/${item.id}/featured?value=true`);
      await call('patch', `/api/admin/${kind}/${item.id}/price`, { json: { price: '13.00' } });
      // The spreadsheet: exported, then previewed back (a text/csv body).
      const file = (await call('get', `/api/admin/${kind}/export.csv`)).text;
      await call('post', `/api/admin/${kind}/import?dryRun=true`, { body: file, headers: { 'Content-Type': 'text/csv' } });
      ids[kind] = { item: item.id, category: category.id };
    }
    await call('patch', `/api/admin/menu/${ids.menu!.item}/highlight?value=true&tag=House`);
    expect((await call('get', '/api/menu/full')).body.categories.length).toBeGreaterThan(0);
    expect((await call('get', '/api/drinks/full')).body.categories.length).toBeGreaterThan(0);

    const offer = (await call('post', '/api/admin/offers', { json: { title: `Offer ${word}`, imageUrl: '/images/x.jpg', daysOfWeek: 'fri' } })).body;
    await call('get', `/api/admin/offers?q=${word}`);
    await call('get', `/api/admin/offers/${offer.id}`);
    await call('put', `/api/admin/offers/${offer.id}`, { json: { title: `Offer ${word}`, imageUrl: '/images/x.jpg' } });
    await call('patch', `/api/admin/offers/${offer.id}/active?value=true`);
    expect((await call('get', `/api/offers?date=${date}&limit=20`)).body.length).toBeGreaterThan(0);

    const highlight = (await call('post', '/api/admin/highlights', { json: { date, itemId: ids.menu!.item, tagOverride: 'Pick' } })).body;
    await call('get', `/api/admin/highlights?date=${date}`);
    await call('post', '/api/admin/highlights/reorder', { json: { date, positions: [{ id: highlight.id, position: 3 }] } });
    await call('patch', `/api/admin/highlights/${highlight.id}/active?value=true`);
    expect((await call('get', `/api/highlights?date=${date}`)).body.length).toBeGreaterThan(0);

    const week = (await call('get', '/api/admin/hours/regular')).body;
    await call('put', '/api/admin/hours/regular', { json: week });
    // The upsert answers 201 for a new date (its other documented answer), 200 for one it updates (its main one).
    expect((await api('/api/admin/hours/special', { json: { date, closed: true }, token })).status).toBe(201);
    const special = (await call('post', '/api/admin/hours/special', { json: { date, closed: false, opens: '17:00', closes: '23:00', note: word } })).body;
    await call('get', `/api/admin/hours/special?from=${date}&to=${date}`);
    expect((await call('get', `/api/hours?date=${date}`)).body.special.length).toBeGreaterThan(0);

    const receipt = (await call('post', '/api/contact', { json: { name: 'Ana', email: 'ana@example.com', message: `About ${word}, a table for four?` }, headers: { 'X-Page-Path': '/contact' } })).body;
    await call('get', `/api/admin/contacts?q=${word}`);
    await call('get', `/api/admin/contacts/${receipt.id}`);
    await call('patch', `/api/admin/contacts/${receipt.id}`, { json: { status: 'contacted' } });
    await call('put', `/api/admin/contacts/${receipt.id}`, { json: { notes: 'Called back.' } });
    await call('get', `/api/admin/contacts/export.csv?q=${word}`);
    await call('get', `/api/admin/contacts/export-spreadsheet.csv?q=${word}`);
    await call('get', '/api/admin/activity?entity=dish&size=5');
    await call('get', '/api/settings');
    const barSettings = (await call('get', '/api/admin/settings')).body;
    await call('put', '/api/admin/settings', { json: barSettings });
    // The run's server has no SMTP_URL: the message's e-mail to the bar waits in the outbox.
    const waiting = (await call('get', '/api/admin/outbox?status=queued&size=5')).body.content[0];
    await call('post', `/api/admin/outbox/${waiting.id}/retry`);

    const photo = (await call('post', '/api/admin/gallery', { json: { imageUrl: '/uploads/3f2a9c0d1e4b5a6c-800.jpg', alt: `Photo ${word}`, tags: ['terrace'] } })).body;
    await call('get', '/api/admin/gallery');
    await call('put', `/api/admin/gallery/${photo.id}`, { json: { ...photo, visible: false } });
    await call('put', '/api/admin/gallery/order', { json: { ids: [photo.id] } });
    await call('get', '/api/admin/gallery/tags');
    await call('put', '/api/admin/gallery/tags/terrace', { json: { translations: { es: 'terraza' } } });
    expect((await call('get', '/api/gallery')).body.photos.length).toBeGreaterThan(0);
    await call('delete', `/api/admin/gallery/${photo.id}`);

    // Multipart, so past the JSON helper; checked the same way.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a33' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const upload = await fetch(`${baseUrl()}/api/admin/uploads`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': uniqueIp() }, body: form });
    const uploads = declarationFor('post', '/api/admin/uploads');
    expect(upload.status).toBe(uploads.response.status);
    const uploaded: unknown = await upload.json();
    expect('schema' in uploads.response && asParsed(uploads.response.schema, uploaded)).toEqual(uploaded);
    checked.add(uploads);

    await call('get', '/api/openapi.json');
    await call('get', '/api/docs');

    await call('delete', `/api/admin/highlights/${highlight.id}`);
    await call('delete', `/api/admin/hours/special/${special.id}`);
    await call('delete', `/api/admin/offers/${offer.id}`);
    await call('delete', `/api/admin/contacts/${receipt.id}`);
    for (const [kind, { item, category }] of Object.entries(ids)) {
      await call('delete', `/api/admin/${kind}/${item}`);
      await call('delete', `/api/admin/${kind}/categories/${category}`);
    }
    // The team and the e-mailed links: an invited member accepts, uses My account, is reset and removed.
    const member = (await call('post', '/api/admin/team', { json: { email: `${word}@team.example`, name: 'Openapi member', role: 'staff' } })).body;
    await call('get', '/api/admin/team');
    await call('post', `/api/admin/team/${member.id}/invitation`);
    const invitation = await queuedLinkToken(db, member.email);
    expect((await call('get', `/api/auth/invitation?token=${invitation}`)).body).toMatchObject({ state: 'valid', email: member.email });
    const accepted = (await call('post', '/api/auth/invitation', { json: { token: invitation, password: 'an openapi long password' } })).body;
    await call('get', '/api/admin/me', { token: accepted.token });
    await call('patch', '/api/admin/me', { token: accepted.token, json: { name: 'Openapi member renamed' } });
    await call('put', '/api/admin/me/password', { token: accepted.token, json: { currentPassword: 'an openapi long password', newPassword: 'a second long password' } });
    await call('delete', '/api/admin/me/sessions', { token: accepted.token });
    await call('patch', `/api/admin/team/${member.id}`, { json: { role: 'manager' } });
    await call('post', '/api/auth/password-reset', { json: { email: member.email } });
    const reset = await queuedLinkToken(db, member.email);
    expect((await call('get', `/api/auth/password-reset?token=${reset}`)).body).toMatchObject({ state: 'valid', email: member.email });
    await call('post', '/api/auth/password-reset/confirm', { json: { token: reset, password: 'a third long password' } });
    await call('delete', `/api/admin/team/${member.id}`);
    await call('post', '/api/auth/logout');

    expect(API_ROUTES.filter((route) => !checked.has(route)).map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual([]);
  });
});
