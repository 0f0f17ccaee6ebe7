import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { barDateOn } from '../lib/bar-date';
import { fakeClock } from '../testing/test-db';
import { createLogger } from '../logging/logger';
import type { ContentVersion } from './content-version';
import { httpCache } from './http-cache';

const clock = fakeClock('2026-11-23T18:00:00-05:00');
let version = 1;
const contentVersion: ContentVersion = { current: () => version, recordChange: async () => {} };
/** The hours' key (hours-clock.ts): moves when the bar opens or closes; a promise while it is read. */
let clockKey: () => string | Promise<string> = () => 'opens-at-5';
const calls: Record<string, number> = {};
let server: Server;
let base: string;

const BIG = 'Gambas al ajillo, pan con tomate y un vino de la casa. '.repeat(60);

function count(name: string) {
  calls[name] = (calls[name] ?? 0) + 1;
  return calls[name];
}

beforeAll(async () => {
  const app = express();
  const cache = httpCache({ version: contentVersion, barDate: barDateOn(clock, 'America/New_York'), clockKey: () => clockKey(), pages: true, log: createLogger('silent'), maxEntries: 3 });
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', "default-src 'self'");
    next();
  });
  app.get('/api/menu/full', (_req, res) => {
    const n = count('menu');
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ n, text: BIG });
  });
  app.get('/api/private', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ n: count('private') });
  });
  app.get('/api/slow', (_req, res) => {
    const n = count('slow');
    setTimeout(() => res.setHeader('Cache-Control', 'no-cache').json({ n }), 50);
  });
  app.get('/api/bad', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.status(400).json({ n: count('bad') });
  });
  app.get('/stream.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.type('json');
    res.write('{"n":');
    res.write(String(count('stream')));
    res.end('}');
  });
  app.get('/photo.jpg', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.setHeader('Last-Modified', 'Mon, 23 Nov 2026 12:00:00 GMT');
    res.type('jpeg').send(Buffer.from([0xff, 0xd8, count('photo')]));
  });
  app.get('/same-photo.jpg', (_req, res) => {
    count('same-photo');
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.setHeader('Last-Modified', 'Mon, 23 Nov 2026 12:00:00 GMT');
    res.type('jpeg').send(Buffer.from([0xff, 0xd8, 0xff]));
  });
  app.get(/^\/page(\d)$/, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(`<p>${req.path} ${count(req.path)}</p>`);
  });
  let requests = 0;
  // As in server/app.ts: each request gets its id in front of the cache.
  server = createServer((req, res) => {
    res.setHeader('X-Request-Id', `request-${(requests += 1)}`);
    cache(req, res, () => void app(req, res));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  version += 1; // every test starts from an empty store
  for (const key of Object.keys(calls)) delete calls[key];
});

/** The bytes as sent (fetch would decode them). */
function raw(path: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
const json = async (path: string, headers: Record<string, string> = {}) => (await (await get(path, headers)).json()) as { n: number };

describe('httpCache', () => {
  it('answers a shareable read from the store, with the headers the app set', async () => {
    const first = await get('/api/menu/full');
    const second = await get('/api/menu/full');
    expect(((await first.json()) as { n: number }).n).toBe(1);
    expect(((await second.json()) as { n: number }).n).toBe(1);
    expect(calls.menu).toBe(1);
    expect(second.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(second.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it("sends each request's own id, never the id of the request whose answer was stored", async () => {
    const first = await get('/api/menu/full');
    const second = await get('/api/menu/full');
    const revalidated = await get('/api/menu/full', { 'If-None-Match': first.headers.get('etag')! });
    expect(calls.menu).toBe(1);
    expect(revalidated.status).toBe(304);
    const ids = [first, second, revalidated].map((response) => response.headers.get('x-request-id'));
    expect(ids.every((id) => id?.startsWith('request-'))).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });

  it('makes the answer again after a content write, and when the bar\'s date rolls over at its midnight', async () => {
    expect((await json('/api/menu/full')).n).toBe(1);
    version += 1;
    expect((await json('/api/menu/full')).n).toBe(2);
    expect((await json('/api/menu/full')).n).toBe(2);
    clock.set('2026-11-23T23:59:59-05:00');
    expect((await json('/api/menu/full')).n).toBe(2);
    clock.set('2026-11-24T00:00:00-05:00');
    expect((await json('/api/menu/full')).n).toBe(3);
    clock.set('2026-11-23T18:00:00-05:00');
  });

  it('makes the answer again when the bar opens or closes (the hours\' key moves), waiting for a key being read', async () => {
    expect((await json('/api/menu/full')).n).toBe(1);
    expect((await json('/api/menu/full')).n).toBe(1);
    clockKey = () => Promise.resolve('opens-at-5');
    expect((await json('/api/menu/full')).n).toBe(1);
    clockKey = () => 'closes-at-9';
    expect((await json('/api/menu/full')).n).toBe(2);
    expect((await json('/api/menu/full')).n).toBe(2);
    // The hours could not be read: answered by the app, nothing kept or dropped.
    clockKey = () => Promise.reject(new Error('database down'));
    expect((await json('/api/menu/full')).n).toBe(3);
    clockKey = () => 'closes-at-9';
    expect((await json('/api/menu/full')).n).toBe(2);
  });

  it('answers a conditional request with 304 and no body, for any coding of the same content', async () => {
    const first = await get('/api/menu/full', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag')!;
    const again = await get('/api/menu/full', { 'If-None-Match': `W/${etag}, "other"` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag')?.replace('-br', ''));
    expect(again.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect((await get('/api/menu/full', { 'If-None-Match': '"stale"' })).status).toBe(200);
    version += 1;
    // After a write the old ETag no longer matches (the content may have changed).
    expect((await get('/api/menu/full', { 'If-None-Match': etag })).status).toBe(200);
  });

  it('sends Brotli or gzip made once, to the clients that take them', async () => {
    const br = await raw('/api/menu/full', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).text).toBe(BIG);
    expect(br.body.length).toBeLessThan(BIG.length / 4);
    const gzip = await raw('/api/menu/full', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString()).text).toBe(BIG);
    const plain = await raw('/api/menu/full', { 'Accept-Encoding': 'br;q=0, deflate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).text).toBe(BIG);
    expect(calls.menu).toBe(1);
  });

  it('never stores what the app marked no-store, an error, a photo, or a request with a token, an origin or a range', async () => {
    await json('/api/private');
    await json('/api/private');
    expect(calls.private).toBe(2);
    await get('/api/bad');
    expect((await get('/api/bad')).status).toBe(400);
    expect(calls.bad).toBe(2);
    await get('/photo.jpg');
    await get('/photo.jpg');
    expect(calls.photo).toBe(2);
    await json('/api/menu/full');
    const personal: Record<string, string>[] = [{ Authorization: 'Bearer x' }, { Origin: 'https://partner.example' }, { Range: 'bytes=0-10' }];
    for (const header of personal) await get('/api/menu/full', header);
    expect(calls.menu).toBe(4);
  });

  it('answers a conditional request for what it does not keep (a photo) as the app would: 304 while it still holds', async () => {
    const first = await get('/same-photo.jpg');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    const again = await get('/same-photo.jpg', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=60');
    expect(again.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(again.headers.get('content-type')).toBeNull();
    expect((await get('/same-photo.jpg', { 'If-None-Match': '"other"' })).status).toBe(200);
    // By date when the client names no ETag; If-None-Match wins when it does.
    expect((await get('/same-photo.jpg', { 'If-Modified-Since': 'Mon, 23 Nov 2026 12:00:00 GMT' })).status).toBe(304);
    expect((await get('/same-photo.jpg', { 'If-Modified-Since': 'Sun, 22 Nov 2026 12:00:00 GMT' })).status).toBe(200);
    expect((await get('/same-photo.jpg', { 'If-None-Match': '"other"', 'If-Modified-Since': 'Mon, 23 Nov 2026 12:00:00 GMT' })).status).toBe(200);
    // Still never kept: the app answered every one.
    expect(calls['same-photo']).toBe(6);
    // An error is never a 304.
    expect((await get('/api/bad', { 'If-Modified-Since': 'Mon, 23 Nov 2026 12:00:00 GMT' })).status).toBe(400);
  });

  it('stores streamed answers, and answers HEAD from the store without a body', async () => {
    expect((await json('/stream.json')).n).toBe(1);
    expect((await json('/stream.json')).n).toBe(1);
    const head = await fetch(`${base}/stream.json`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('7');
    expect(calls.stream).toBe(1);
  });

  it('makes one answer for many guests asking at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => json('/api/slow')));
    expect(answers.map((answer) => answer.n)).toEqual(Array(8).fill(1));
    expect(calls.slow).toBe(1);
  });

  it('keeps at most maxEntries answers, the oldest leaving first', async () => {
    for (const n of [1, 2, 3, 4]) await get(`/page${n}`);
    await get('/page4');
    await get('/page1');
    expect(calls['/page4']).toBe(1);
    expect(calls['/page1']).toBe(2);
  });
});
