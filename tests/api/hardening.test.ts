// What the running server refuses before any work is done: oversized batches and URLs, odd methods, login guessing,
// oversized or misdirected /trpc bodies; and the headers every answer carries.
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ContactMessage } from '../../server/features/contacts/contact-message.entity';
import { EARLY_CLICKS_SCRIPT_HASH } from '../../server/ssr/early-clicks';
import { EARLY_FONTS_SCRIPT_HASH } from '../../server/ssr/early-fonts';
import { MAX_UPLOAD_BYTES } from '../../shared/schemas/uploads';
import { useTestDb } from '../factories';
import { api, baseUrl, expectErrorShape, uniqueIp, type ApiResponse } from './http';
import { contractDefaults } from './server-process';
import { STAFF, staffToken } from './staff';

const db = useTestDb();
const LIMIT = contractDefaults.loginRateLimit;

/** Any method, including those fetch refuses to send (TRACE): a raw HTTP/1.1 request. */
function rawRequest(method: string, path: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
  const url = new URL(path, baseUrl());
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { 'X-Forwarded-For': uniqueIp(), ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const contentType = String(res.headers['content-type'] ?? '');
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        resolve({ status: res.statusCode ?? 0, headers: responseHeaders, text, contentType, body: text && contentType.includes('json') ? JSON.parse(text) : null });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const batchPath = (procedure: string, count: number) => `/trpc/${Array.from({ length: count }, () => procedure).join(',')}?batch=1`;
const unknownEmail = () => `nobody-${randomBytes(4).toString('hex')}@test.example`;
const restLogin = (email: string, password: string, ip: string) => api('/api/auth/login', { json: { email, password }, ip });
const trpcLogin = (email: string, password: string, ip: string) => api('/trpc/auth.login', { json: { email, password }, ip });

function expectTrpcError(res: ApiResponse, status: number, appCode: string): void {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(res.contentType).toMatch(/^application\/json/);
  expect(res.body?.error?.data?.appCode, res.text.slice(0, 300)).toBe(appCode);
  expect(res.text).not.toMatch(/\n\s+at /);
}

function multipart(fields: Record<string, string>, file?: { name: string; bytes: number }) {
  const boundary = `----hardening${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`));
    parts.push(Buffer.alloc(file.bytes, 0x61), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(parts)), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('tRPC batches and long URLs', () => {
  it('a batch of 10 calls is answered; 11 are refused with 400 before any runs', async () => {
    const ten = await api(batchPath('menu.full', 10));
    expect(ten.status, ten.text.slice(0, 200)).toBe(200);
    expect(ten.body).toHaveLength(10);

    const eleven = await api(batchPath('menu.full', 11));
    expectTrpcError(eleven, 400, 'BAD_REQUEST');
    expect(eleven.body.error.message).toMatch(/batch/i);
  });

  it('one GET naming a procedure 1,000 times (a 10 KB URL) → 414 with the contract body, not megabytes of menu', async () => {
    const path = batchPath('menu.full', 1_000);
    expect(path.length).toBeGreaterThan(8 * 1024);
    const res = await api(path);
    expectErrorShape(res, 414, 'URI_TOO_LONG');
  });

  it.each(['/api/health?pad=', '/menu?pad=', '/trpc/menu.full?pad='])('a URL over 8 KB anywhere in the app (%s…) → 414 JSON', async (prefix) => {
    const res = await api(prefix + 'x'.repeat(8 * 1024));
    expectErrorShape(res, 414, 'URI_TOO_LONG');
  });

  it('a URL just under 8 KB is served', async () => {
    const res = await api('/api/health?pad=' + 'x'.repeat(8_000));
    expect(res.status, res.text.slice(0, 200)).toBe(200);
  });
});

describe('malformed percent-encoding', () => {
  it.each(['/trpc/%ff', '/trpc/menu.full%E0%A4%A', '/api/%E0%A4%A', '/api/admin/menu/%ff', '/menu%ff', '/es/%ff', '/admin/%ff'])('%s → 400 with the contract body, never a 500', async (path) => {
    const res = await api(path);
    expectErrorShape(res, 400, 'BAD_REQUEST');
    expect(res.body.message).toMatch(/percent-encoding/);
  });

  it('a well-formed unknown page still redirects home, and an encoded one that decodes is served', async () => {
    const unknown = await fetch(`${baseUrl()}/no-such-page%20here`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect((await api('/api/health?x=%C3%B1')).status).toBe(200);
  });
});

describe('login limits count failures per address and per account', () => {
  it('interleaving one\'s own successful logins with guesses does not reset the address: the 11th failure → 429', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      const own = await restLogin(STAFF.email, STAFF.password, ip);
      expect(own.status, `own login ${attempt}: ${own.text}`).toBe(200);
      const guess = await restLogin(unknownEmail(), `guess-${attempt}`, ip);
      expect(guess.status, `guess ${attempt}: ${guess.text}`).toBe(401);
    }
    const refused = await restLogin(unknownEmail(), 'one-guess-too-many', ip);
    expectErrorShape(refused, 429, 'RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  });

  it(`one account guessed from ${LIMIT} addresses is refused from any further address, with Retry-After`, async () => {
    const email = unknownEmail();
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      const res = await restLogin(email, `guess-${attempt}`, uniqueIp());
      expect(res.status, `attempt ${attempt}: ${res.text}`).toBe(401);
    }
    const refused = await restLogin(email, 'guess-from-yet-another-address', uniqueIp());
    expectErrorShape(refused, 429, 'RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(contractDefaults.loginRateWindowMinutes * 60);
    // An unknown e-mail answers exactly like a real one would: the same 401 before, the same 429 after.
  });

  it('attempts sent all at once cannot slip past the limit', async () => {
    const email = unknownEmail();
    const answers = await Promise.all(Array.from({ length: LIMIT + 5 }, (_, i) => restLogin(email, `parallel-${i}`, uniqueIp())));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('over tRPC: 429 with Retry-After and Cache-Control: no-store', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) expect((await trpcLogin(unknownEmail(), `guess-${attempt}`, ip)).status).toBe(401);
    const refused = await trpcLogin(unknownEmail(), 'guess', ip);
    expectTrpcError(refused, 429, 'RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('methods a transport does not speak → 405 with Allow and the contract body', () => {
  it.each(['TRACE', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'])('%s /trpc/menu.full', async (method) => {
    const res = await rawRequest(method, '/trpc/menu.full');
    expectErrorShape(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it.each(['TRACE', 'PROPFIND', 'MKCOL'])('%s /api/menu/full', async (method) => {
    const res = await rawRequest(method, '/api/menu/full');
    expectErrorShape(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('a method /api speaks on a path that does not take it stays a 404 (API.md: unknown routes)', async () => {
    expectErrorShape(await rawRequest('DELETE', '/api/menu/full'), 404, 'NOT_FOUND');
  });
});

describe('headers', () => {
  const PAGES = ['/', '/api/health', '/api/nope', '/trpc/menu.full', '/trpc/nope'];

  it.each(PAGES)('%s carries Permissions-Policy denying the powerful features', async (path) => {
    const policy = (await api(path)).headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
  });

  it.each(PAGES)('%s has no X-Frame-Options (the CSP\'s frame-ancestors \'none\' rules), and img-src allows https: images', async (path) => {
    const res = await api(path);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/img-src 'self' data: https:(;|$)/);
    // Our own files, and the two inline scripts of a server-rendered page by their hashes (server/ssr/early-*.ts).
    expect(csp.split(';')).toContain(`script-src 'self' ${EARLY_FONTS_SCRIPT_HASH} ${EARLY_CLICKS_SCRIPT_HASH}`);
  });

  it.each([
    ['auth.login (refused)', () => api('/trpc/auth.login', { json: { email: unknownEmail(), password: 'x' } })],
    ['auth.login (signed in)', () => api('/trpc/auth.login', { json: STAFF })],
    ['auth.me without a token', () => api('/trpc/auth.me')],
    ['an admin.* path', () => api('/trpc/admin.nothing.here')],
    ['a public read sent with an Authorization header', async () => api('/trpc/menu.full', { token: await staffToken() })],
    ['a batch with one auth call in it', () => api('/trpc/menu.full,auth.me?batch=1')],
  ])('tRPC %s → Cache-Control: no-store', async (_label, call) => {
    const res = await call();
    expect(res.headers.get('cache-control'), res.text.slice(0, 200)).toBe('no-store');
  });
});

describe('/trpc request bodies', () => {
  const validContact = { name: 'Ana', email: 'ana@example.com', message: 'Hello from the hardening suite.' };

  it('a JSON body over 100 KB → 413, nothing stored', async () => {
    const before = await db.em().count(ContactMessage, {});
    const res = await api('/trpc/contact.submit', { json: { ...validContact, message: 'x'.repeat(150 * 1024) } });
    expectTrpcError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await db.em().count(ContactMessage, {})).toBe(before);
  });

  it('a chunked JSON body (no Content-Length) over 100 KB → 413 while reading', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"name":"Ana","email":"ana@example.com","message":"'));
        if (sent < 10) controller.enqueue(new TextEncoder().encode('x'.repeat(16 * 1024)));
        else {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        }
        sent += 1;
      },
    });
    const before = await db.em().count(ContactMessage, {});
    const res = await api('/trpc/contact.submit', { body: stream, headers: { 'Content-Type': 'application/json' } });
    expectTrpcError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await db.em().count(ContactMessage, {})).toBe(before);
  });

  it('multipart/form-data on any procedure but admin.uploads.create → 415, nothing stored', async () => {
    const before = await db.em().count(ContactMessage, {});
    const form = multipart(validContact);
    const res = await api('/trpc/contact.submit', { body: form.body, headers: { 'Content-Type': form.contentType } });
    expectTrpcError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await db.em().count(ContactMessage, {})).toBe(before);
  });

  it('multipart/form-data on admin.uploads.create is not held to the 100 KB JSON limit', async () => {
    const form = multipart({}, { name: 'photo.jpg', bytes: 300 * 1024 });
    const res = await api('/trpc/admin.uploads.create', { body: form.body, headers: { 'Content-Type': form.contentType }, token: await staffToken() });
    expect(res.status, res.text.slice(0, 300)).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it(`multipart/form-data on admin.uploads.create over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB (+64 KB of form) → 413`, async () => {
    const form = multipart({}, { name: 'photo.jpg', bytes: MAX_UPLOAD_BYTES + 128 * 1024 });
    const res = await api('/trpc/admin.uploads.create', { body: form.body, headers: { 'Content-Type': form.contentType }, token: await staffToken() });
    expectTrpcError(res, 413, 'PAYLOAD_TOO_LARGE');
  });
});
