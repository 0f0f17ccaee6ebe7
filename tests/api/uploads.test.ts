// POST /api/admin/uploads (and admin.uploads.create over tRPC): photos checked by content, resized variants
// served under /uploads with year-long immutable caching, nothing stored on refusal, nothing outside the
// variants folder reachable.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { uploadSrcset } from '../../shared/rules/upload-variants';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MISSING_MESSAGE,
  UPLOAD_NOT_MULTIPART_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_WRONG_TYPE_MESSAGE,
} from '../../shared/schemas/uploads';
import { api, baseUrl, expectErrorShape, type ApiResponse } from './http';
import { staffToken } from './staff';

const uploadsDir = () => inject('testDatabase').uploadsDir;

/** Every file under the server's uploads folder (relative paths, sorted). */
function storedFiles(): string[] {
  const dir = uploadsDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/** A photo no other test uploads (its colour comes from a counter), so its names are new. */
let colour = 0x203040;
async function freshJpeg(width: number, height: number): Promise<Buffer> {
  colour += 0x010203;
  return sharp({ create: { width, height, channels: 3, background: `#${colour.toString(16).padStart(6, '0')}` } }).jpeg().toBuffer();
}

async function multipart(form: FormData): Promise<{ body: Uint8Array; contentType: string }> {
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') as string };
}

function fileForm(bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

async function upload(form: FormData, token?: string | null): Promise<ApiResponse> {
  const { body, contentType } = await multipart(form);
  return api('/api/admin/uploads', { body, headers: { 'Content-Type': contentType }, ...(token === null ? {} : { token: token ?? (await staffToken()) }) });
}

/** A GET with the path sent exactly as written (fetch would normalise `..` and some escapes away). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('POST /api/admin/uploads', () => {
  let photo: Buffer;
  let created: ApiResponse;

  beforeAll(async () => {
    photo = await freshJpeg(2000, 1500);
    created = await upload(fileForm(photo));
  });

  it('answers 201 with the largest JPEG and WebP variants and their size', () => {
    expect(created.status, created.text).toBe(201);
    const key = createHash('sha256').update(photo).digest('hex').slice(0, 16);
    expect(created.body).toEqual({ imageUrl: `/uploads/${key}-1600.jpg`, imageWebp: `/uploads/${key}-1600.webp`, width: 1600, height: 1200 });
  });

  it('keeps the original outside the served folder, byte for byte', () => {
    const hash = createHash('sha256').update(photo).digest('hex');
    expect(storedFiles()).toContain(`originals/${hash}.jpg`);
  });

  it('serves every variant with year-long immutable caching and nosniff', async () => {
    const urls = [
      ...(uploadSrcset(created.body.imageUrl) as string).split(', '),
      ...(uploadSrcset(created.body.imageWebp) as string).split(', '),
    ].map((entry) => entry.split(' ')[0] as string);
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      const response = await fetch(`${baseUrl()}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.width).toBe(Number(/-(\d+)\./.exec(url)?.[1]));
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('gives the same photo uploaded again the same answer and stores nothing new', async () => {
    const before = storedFiles();
    const again = await upload(fileForm(photo, 'renamed.jpeg', 'application/octet-stream'));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(created.body);
    expect(storedFiles()).toEqual(before);
  });

  it('accepts a PNG and a WebP by content, a small one without upscaling', async () => {
    const png = await sharp(await freshJpeg(900, 600)).png().toBuffer();
    const pngAnswer = await upload(fileForm(png, 'menu.png', 'image/png'));
    expect(pngAnswer.status, pngAnswer.text).toBe(201);
    expect(pngAnswer.body).toMatchObject({ imageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{16}-900\.jpg$/), width: 900, height: 600 });

    const webp = await sharp(await freshJpeg(300, 200)).webp().toBuffer();
    const webpAnswer = await upload(fileForm(webp, 'wine.txt', 'text/plain'));
    expect(webpAnswer.status, webpAnswer.text).toBe(201);
    expect(webpAnswer.body).toMatchObject({ imageWebp: expect.stringMatching(/^\/uploads\/[0-9a-f]{16}-300\.webp$/), width: 300, height: 200 });
  });
});

describe('refusals store nothing', () => {
  async function expectRefused(send: () => Promise<ApiResponse>, status: number, code: string, message?: string) {
    const before = storedFiles();
    const response = await send();
    expectErrorShape(response, status, code);
    if (message) expect(response.body.message).toBe(message);
    expect(storedFiles()).toEqual(before);
    return response;
  }

  it('a GIF → 415', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).gif().toBuffer();
    const response = await expectRefused(() => upload(fileForm(gif, 'photo.gif', 'image/gif')), 415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_WRONG_TYPE_MESSAGE);
    expect(response.body.fields).toEqual({ file: UPLOAD_WRONG_TYPE_MESSAGE });
  });

  it('a text file named photo.jpg and declared image/jpeg → 415', async () => {
    await expectRefused(() => upload(fileForm(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'photo.jpg', 'image/jpeg')), 415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_WRONG_TYPE_MESSAGE);
  });

  it('a truncated JPEG → 415, never a 500', async () => {
    const whole = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    await expectRefused(() => upload(fileForm(whole.subarray(0, whole.length / 2))), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a file 1 byte over 8 MB → 413 (the body fits the transport, the service refuses the file)', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0xff);
    await expectRefused(() => upload(fileForm(big)), 413, 'PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE_MESSAGE);
  });

  /** A small, valid photo plus 9 MB in another field: only the body limit can refuse it. */
  async function paddedForm(): Promise<FormData> {
    const form = fileForm(await freshJpeg(64, 64));
    form.append('padding', 'x'.repeat(9 * 1024 * 1024));
    return form;
  }

  it('a 9 MB body with its Content-Length → 413', async () => {
    const form = await paddedForm();
    await expectRefused(() => upload(form), 413, 'PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE_MESSAGE);
  });

  it('a 9 MB body sent chunked (no Content-Length) → 413 once it passes the limit', async () => {
    const { body, contentType } = await multipart(await paddedForm());
    const token = await staffToken();
    await expectRefused(
      () => {
        const chunks = [body.subarray(0, 4 * 1024 * 1024), body.subarray(4 * 1024 * 1024)];
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            const next = chunks.shift();
            if (next) controller.enqueue(next);
            else controller.close();
          },
        });
        return api('/api/admin/uploads', { body: stream, headers: { 'Content-Type': contentType }, token });
      },
      413,
      'PAYLOAD_TOO_LARGE',
      UPLOAD_TOO_LARGE_MESSAGE,
    );
  });

  it('no file field → 400 naming file', async () => {
    const form = new FormData();
    form.append('title', 'Croquetas');
    const response = await expectRefused(() => upload(form), 400, 'VALIDATION_FAILED', UPLOAD_MISSING_MESSAGE);
    expect(response.body.fields).toEqual({ file: UPLOAD_MISSING_MESSAGE });
  });

  it('no body at all → 400 naming file', async () => {
    const token = await staffToken();
    const response = await expectRefused(() => api('/api/admin/uploads', { method: 'POST', token }), 400, 'VALIDATION_FAILED');
    expect(response.body.fields).toEqual({ file: UPLOAD_MISSING_MESSAGE });
  });

  it('a JSON body → 415 asking for multipart', async () => {
    const token = await staffToken();
    await expectRefused(() => api('/api/admin/uploads', { json: { file: 'photo.jpg' }, token }), 415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_NOT_MULTIPART_MESSAGE);
  });

  it('a malformed multipart body → 400', async () => {
    const token = await staffToken();
    await expectRefused(
      () => api('/api/admin/uploads', { body: 'not really multipart', headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' }, token }),
      400,
      'BAD_REQUEST',
    );
  });

  it('no token, or a forged one → 401 and nothing stored', async () => {
    const photo = await freshJpeg(500, 400);
    await expectRefused(() => upload(fileForm(photo), null), 401, 'UNAUTHENTICATED');
    await expectRefused(() => upload(fileForm(photo), 'forged-token'), 401, 'UNAUTHENTICATED');
  });

  it('multipart is still refused on every other /api route', async () => {
    const { body, contentType } = await multipart(fileForm(await freshJpeg(50, 50)));
    const response = await api('/api/admin/offers', { body, headers: { 'Content-Type': contentType }, token: await staffToken() });
    expectErrorShape(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('/uploads serves the variants folder only', () => {
  let variant: string;
  let originalName: string;

  beforeAll(async () => {
    const photo = await freshJpeg(640, 480);
    const response = await upload(fileForm(photo));
    expect(response.status, response.text).toBe(201);
    variant = (response.body.imageUrl as string).replace('/uploads/', '');
    originalName = `${createHash('sha256').update(photo).digest('hex')}.jpg`;
    expect(storedFiles()).toContain(`originals/${originalName}`);
    expect((await rawGet(`/uploads/${variant}`)).status).toBe(200);
  });

  it.each([
    ['an unknown variant', () => '/uploads/0123456789abcdef-800.jpg'],
    ['the folder itself (no listing)', () => '/uploads/'],
    ['the folder without slash', () => '/uploads'],
    ['an original by name', () => `/uploads/${originalName}`],
    ['the originals folder', () => `/uploads/originals/${originalName}`],
    ['a traversal into the originals', () => `/uploads/../originals/${originalName}`],
    ['a dot-dot-encoded traversal', () => `/uploads/%2e%2e/originals/${originalName}`],
    ['an encoded slash', () => `/uploads/..%2foriginals%2f${originalName}`],
    ['an encoded backslash', () => `/uploads/..%5coriginals%5c${originalName}`],
    ['a traversal out of the uploads folder', () => '/uploads/../../package.json'],
    ['an encoded traversal out of the uploads folder', () => '/uploads/%2e%2e%2f%2e%2e%2fpackage.json'],
    ['a dotfile', () => `/uploads/.${variant}`],
    ['a variant with a trailing path', () => `/uploads/${variant}/x`],
  ])('%s → 404', async (_name, path) => {
    const response = await rawGet(path());
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('\xff\xd8\xff');
  });

  it('a bad escape → 400, as anywhere in the app (request-guards.ts), never a file', async () => {
    const response = await rawGet('/uploads/%zz');
    expect(response.status).toBe(400);
    expect(response.body).not.toContain('\xff\xd8\xff');
  });
});

describe('admin.uploads.create (tRPC, FormData)', () => {
  it('stores a small photo and answers like REST', async () => {
    const photo = await freshJpeg(420, 300);
    const response = await fetch(`${baseUrl()}/trpc/admin.uploads.create`, {
      method: 'POST',
      body: fileForm(photo, 'dish.jpg'),
      headers: { Authorization: `Bearer ${await staffToken()}` },
    });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const key = createHash('sha256').update(photo).digest('hex').slice(0, 16);
    expect(JSON.parse(text).result.data).toEqual({ imageUrl: `/uploads/${key}-420.jpg`, imageWebp: `/uploads/${key}-420.webp`, width: 420, height: 300 });
    expect((await fetch(`${baseUrl()}/uploads/${key}-400.webp`)).status).toBe(200);
  });

  it('refuses a GIF with 415 and the upload code', async () => {
    const before = storedFiles();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f0' } }).gif().toBuffer();
    const response = await fetch(`${baseUrl()}/trpc/admin.uploads.create`, {
      method: 'POST',
      body: fileForm(gif, 'x.jpg'),
      headers: { Authorization: `Bearer ${await staffToken()}` },
    });
    expect(response.status).toBe(415);
    const body = await response.json();
    expect(body.error.data).toMatchObject({ appCode: 'UNSUPPORTED_MEDIA_TYPE', fields: { file: UPLOAD_WRONG_TYPE_MESSAGE } });
    expect(storedFiles()).toEqual(before);
  });
});
