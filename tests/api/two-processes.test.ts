// Two server processes on one database behave as one: the run's server (A) and a second one started here (B) share
// the login and contact rate limits, the sessions and the public-read cache's content version. Runs on SQLite (two
// processes on one WAL file) and on PostgreSQL, where B keeps the default DATABASE_SHARED (true with DATABASE_URL).
// With UPLOADS_STORE=database, a photo uploaded through one process is served by another (each has a folder of its own).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaffUser } from '../../server/auth/staff-accounts';
import { useTestDb } from '../factories';
import { api, baseUrl, expectErrorShape, uniqueIp, type ApiOptions } from './http';
import { contractDefaults, startServer, type RunningServer } from './server-process';
import { STAFF } from './staff';

const db = useTestDb();

let b: RunningServer;
const servers = () => ({ a: baseUrl(), b: b.baseUrl });
const on = (server: 'a' | 'b', path: string, options: ApiOptions = {}) => api(path, { ...options, baseUrl: servers()[server] });
/** Alternates A, B, A, B… */
const turn = (i: number): 'a' | 'b' => (i % 2 === 0 ? 'a' : 'b');

const login = (server: 'a' | 'b', json: unknown, ip: string) => on(server, '/api/auth/login', { json, ip });

/** B's and C's uploads folders: never written to, their photos are in the database. */
const photoDir = mkdtempSync(join(tmpdir(), 'olivera-two-processes-'));
const inDatabase = (server: string) => ({ ...inject('testDatabase'), uploadsDir: join(photoDir, server) });
// On PostgreSQL, B is left with the default DATABASE_SHARED; on SQLite the default is false, so it is set.
const shared = () => (inject('testDatabase').database.kind === 'postgresql' ? { DATABASE_SHARED: '' } : { DATABASE_SHARED: 'true' });

beforeAll(async () => {
  b = await startServer(inDatabase('b'), { ...shared(), UPLOADS_STORE: 'database' });
});
afterAll(async () => {
  rmSync(photoDir, { recursive: true, force: true });
  if (!b) return;
  await b.stop();
  // Like the run's server (global-setup.ts): no request may have ended in a server-side failure.
  expect(b.output()).not.toMatch(/^\[(api|http)\] /m);
});

describe('the login limit counts failures across both processes', () => {
  it(`per address: ${contractDefaults.loginRateLimit} failures spread over A and B, then both refuse, even the right password`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < contractDefaults.loginRateLimit; i += 1) {
      const res = await login(turn(i), { email: `nobody-${i}-${randomBytes(3).toString('hex')}@test.example`, password: 'a wrong guess' }, ip);
      expect(res.status, `attempt ${i + 1} on ${turn(i)}: ${res.text}`).toBe(401);
    }
    for (const server of ['a', 'b'] as const) {
      const refused = await login(server, STAFF, ip);
      expectErrorShape(refused, 429, 'RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('per account: failures from many addresses on A and B add up', async () => {
    const account = { email: `two-processes-${randomBytes(4).toString('hex')}@test.example`, password: 'the account password 12' };
    await createStaffUser(db.em(), account.email, 'Two Processes', account.password);
    for (let i = 0; i < contractDefaults.loginRateLimit; i += 1) {
      expect((await login(turn(i), { email: account.email, password: `guess ${i}` }, uniqueIp())).status).toBe(401);
    }
    expectErrorShape(await login('a', account, uniqueIp()), 429, 'RATE_LIMITED');
    expectErrorShape(await login('b', account, uniqueIp()), 429, 'RATE_LIMITED');
  });
});

describe('the contact limit counts messages across both processes', () => {
  it(`${contractDefaults.contactRateLimit} messages spread over A and B, then both refuse`, async () => {
    const ip = uniqueIp();
    const message = { name: 'Ana', email: 'ana@example.com', message: 'A table for two on Friday, please.' };
    for (let i = 0; i < contractDefaults.contactRateLimit; i += 1) {
      expect((await on(turn(i), '/api/contact', { json: message, ip })).status).toBe(201);
    }
    expectErrorShape(await on('a', '/api/contact', { json: message, ip }), 429, 'RATE_LIMITED');
    expectErrorShape(await on('b', '/api/contact', { json: message, ip }), 429, 'RATE_LIMITED');
  });
});

describe('sessions are one truth', () => {
  it('a token from A works on B, and once logged out on A it is refused by both', async () => {
    const signedIn = await login('a', STAFF, uniqueIp());
    expect(signedIn.status, signedIn.text).toBe(200);
    const token = signedIn.body.token as string;
    expect((await on('b', '/api/auth/me', { token })).status).toBe(200);

    expect((await on('a', '/api/auth/logout', { method: 'POST', token })).status).toBe(204);
    expectErrorShape(await on('b', '/api/auth/me', { token }), 401, 'UNAUTHENTICATED');
    expectErrorShape(await on('b', '/api/admin/offers', { token }), 401, 'UNAUTHENTICATED');
    expectErrorShape(await on('a', '/api/auth/me', { token }), 401, 'UNAUTHENTICATED');
  });
});

describe("the public reads follow each other's writes", () => {
  const menuNames = (body: { categories: { items: { name: string }[] }[] }) => body.categories.flatMap((category) => category.items.map((item) => item.name));

  it("an admin edit through A is in B's next public read, REST and page", async () => {
    const token = (await login('a', STAFF, uniqueIp())).body.token as string;
    const category = await on('a', '/api/admin/menu/categories', { json: { name: `Two Process Tapas ${randomBytes(3).toString('hex')}` }, token });
    expect(category.status, category.text).toBe(201);

    // B has the menu and its page stored before the write.
    for (let i = 0; i < 2; i += 1) {
      expect((await on('b', '/api/menu/full')).status).toBe(200);
      expect((await on('b', '/menu')).status).toBe(200);
    }
    const name = `Pimientos de Padrón ${randomBytes(3).toString('hex')}`;
    const created = await on('a', '/api/admin/menu', { json: { category: category.body.slug, name, price: 8 }, token });
    expect(created.status, created.text).toBe(201);

    expect(menuNames((await on('b', '/api/menu/full')).body)).toContain(name);
    expect((await on('b', '/menu')).text).toContain(name);

    // And back: hidden through B, gone from A's next read.
    expect((await on('b', `/api/admin/menu/${created.body.id}/availability?value=false`, { method: 'PATCH', token })).status).toBe(204);
    expect(menuNames((await on('a', '/api/menu/full')).body)).not.toContain(name);
    expect((await on('a', '/menu')).text).not.toContain(name);
  });

  it("the owner's new phone, saved through A, is on B's next settings read and on every page B serves", async () => {
    const token = (await login('a', STAFF, uniqueIp())).body.token as string;
    const saved = await on('a', '/api/admin/settings', { token });
    expect(saved.status, saved.text).toBe(200);
    // B has the settings and its pages stored before the write.
    expect((await on('b', '/api/settings')).body.phone).toBe(saved.body.phone);
    for (const path of ['/', '/contact']) expect((await on('b', path)).text).toContain(saved.body.phone);

    const phone = `(781) 555-${String(1000 + (randomBytes(2).readUInt16BE() % 9000))}`;
    try {
      const put = await on('a', '/api/admin/settings', { method: 'PUT', json: { ...saved.body, phone }, token });
      expect(put.status, put.text).toBe(200);
      expect((await on('b', '/api/settings')).body.phone).toBe(phone);
      for (const path of ['/', '/contact', '/menu/print']) expect((await on('b', path)).text, path).toContain(phone);
    } finally {
      expect((await on('a', '/api/admin/settings', { method: 'PUT', json: saved.body, token })).status).toBe(200);
    }
  });
});

describe('with UPLOADS_STORE=database, a photo uploaded through one process is served by another', () => {
  let c: RunningServer;
  beforeAll(async () => {
    c = await startServer(inDatabase('c'), { ...shared(), UPLOADS_STORE: 'database' });
  });
  afterAll(async () => {
    if (!c) return;
    await c.stop();
    expect(c.output()).not.toMatch(/^\[(api|http)\] /m);
  });

  it('uploaded through B, every variant is served by C with the same bytes and year-long immutable caching; no folder is written', async () => {
    const token = (await login('b', STAFF, uniqueIp())).body.token as string;
    const colour = `#${randomBytes(3).toString('hex')}`;
    const jpeg = await sharp({ create: { width: 1000, height: 700, channels: 3, background: colour } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'terrace.jpg');
    const encoded = new Response(form);
    const uploaded = await on('b', '/api/admin/uploads', { token, body: new Uint8Array(await encoded.arrayBuffer()), headers: { 'Content-Type': encoded.headers.get('content-type') as string } });
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.body).toMatchObject({ width: 1000, height: 700 });

    const key = (uploaded.body.imageUrl as string).replace('/uploads/', '').split('-')[0] as string;
    for (const name of [400, 800, 1000].flatMap((width) => [`${key}-${width}.jpg`, `${key}-${width}.webp`])) {
      const fromC = await fetch(`${c.baseUrl}/uploads/${name}`);
      expect(fromC.status, name).toBe(200);
      expect(fromC.headers.get('content-type')).toBe(name.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(fromC.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(fromC.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await fromC.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(Number(/-(\d+)\./.exec(name)?.[1]));
      const fromB = Buffer.from(await (await fetch(`${b.baseUrl}/uploads/${name}`)).arrayBuffer());
      expect(bytes.equals(fromB), name).toBe(true);
      // Served again from C's memory: the same bytes, and a browser revalidating its copy gets a 304.
      expect(Buffer.from(await (await fetch(`${c.baseUrl}/uploads/${name}`)).arrayBuffer()).equals(bytes)).toBe(true);
      const etag = fromC.headers.get('etag');
      expect(etag).toBeTruthy();
      expect((await fetch(`${c.baseUrl}/uploads/${name}`, { headers: { 'If-None-Match': etag as string } })).status).toBe(304);
    }
    // The original is kept, never served; a name that was never uploaded is a plain 404.
    expect((await fetch(`${c.baseUrl}/uploads/${key}-1600.jpg`)).status).toBe(404);
    expect(existsSync(join(photoDir, 'b'))).toBe(false);
    expect(existsSync(join(photoDir, 'c'))).toBe(false);
    // A, on a folder of its own (UPLOADS_STORE=folder), does not have it: the photo is in the database, not in a shared folder.
    expect((await fetch(`${baseUrl()}${uploaded.body.imageUrl as string}`)).status).toBe(404);
  }, 60_000);
});
