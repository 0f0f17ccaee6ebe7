// The server's log: one JSON line per request with its id (also sent back as X-Request-Id), no credential ever,
// and a failure's stack in the log only. A server of its own, logging everything (LOG_LEVEL=trace), whose uploads
// folder cannot be created, so an upload fails on the server's side; the shared server's safety net
// (global-setup.ts) would stop the run on that failure, which is what the last test proves it does.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteInstallation, startServer, testServerEnv, type RunningServer } from './server-process';
import { ERROR_LEVEL, logLines, serverFailures, type LogLine } from './server-log';

const dir = mkdtempSync(join(tmpdir(), 'olivera-logs-'));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let server: RunningServer;

beforeAll(async () => {
  const notAFolder = join(dir, 'not-a-folder');
  writeFileSync(notAFolder, 'a file where the uploads folder should go');
  server = await startServer(sqliteInstallation(join(dir, 'logs.sqlite')), { LOG_LEVEL: 'trace', UPLOADS_DIR: join(notAFolder, 'uploads') });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, init);
}

/** The server writes a request's line once the answer is sent: wait for it (bounded), then read it. */
async function lineOf(reqId: string | null, msg = 'request'): Promise<LogLine> {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const line = logLines(server.output()).find((candidate) => candidate.reqId === reqId && candidate.msg === msg);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No log line "${msg}" with reqId ${reqId}:\n${server.output()}`);
}

describe('request log', () => {
  it('answers with a fresh request id and logs the request under it: method, path, status, duration', async () => {
    const response = await call('/api/health');
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const line = await lineOf(id);
    expect(line).toMatchObject({ level: 30, method: 'GET', path: '/api/health', status: 200 });
    expect(line.durationMs).toBeTypeOf('number');
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("keeps a trusted proxy's sane X-Request-Id, and replaces one that is not", async () => {
    // The test server trusts loopback (TRUST_PROXY=loopback), where these requests come from.
    expect(testServerEnv.TRUST_PROXY).toBe('loopback');
    const kept = await call('/api/health', { headers: { 'X-Request-Id': 'proxy-trace-42' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-trace-42');
    expect((await lineOf('proxy-trace-42')).path).toBe('/api/health');
    for (const bad of ['two words', 'x'.repeat(129), '{"level":60}']) {
      const replaced = await call('/api/health', { headers: { 'X-Request-Id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('logs the answers the public-read cache sends, each with its own id, and leaves the query string out', async () => {
    const first = await call('/api/offers?utm_term=private-search-words');
    const second = await call('/api/offers?utm_term=private-search-words');
    expect(second.status).toBe(first.status);
    const ids = [first, second].map((response) => response.headers.get('x-request-id'));
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) expect(await lineOf(id)).toMatchObject({ method: 'GET', path: '/api/offers', status: first.status });
    expect(server.output()).not.toContain('private-search-words');
  });

  it('never logs the Authorization header, a password or a token', async () => {
    const headerSecret = 'header-secret-0f9e8d7c6b5a';
    const wrongPassword = 'wrong-password-a1b2c3d4e5';
    const login = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${headerSecret}` },
      body: JSON.stringify({ email: testServerEnv.ADMIN_EMAIL, password: testServerEnv.ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await call('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    const trpcMe = await call('/trpc/auth.me', { headers: { Authorization: `Bearer ${token}`, Cookie: `session=${headerSecret}` } });
    const refused = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: testServerEnv.ADMIN_EMAIL, password: wrongPassword }),
    });
    expect(refused.status).toBe(401);
    for (const response of [login, me, trpcMe, refused]) await lineOf(response.headers.get('x-request-id'));

    const output = server.output();
    for (const secret of [headerSecret, wrongPassword, testServerEnv.ADMIN_PASSWORD, token]) expect(output).not.toContain(secret);
    expect(output).not.toMatch(/authorization|cookie|password"/i);
  });

  it("logs a failure with its stack under the request's id, answers without it, and the safety net counts it", async () => {
    const login = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: testServerEnv.ADMIN_EMAIL, password: testServerEnv.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await call('/api/admin/uploads', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });

    expect(response.status).toBe(500);
    const id = response.headers.get('x-request-id');
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ ok: false, error: 'INTERNAL' });
    expect(text).not.toMatch(/ENOTDIR|not-a-folder|\bat\s+\S+\s+\(|\.ts:\d+/);

    const failure = await lineOf(id, '[api] POST /api/admin/uploads failed');
    expect(failure.level).toBe(ERROR_LEVEL);
    expect(failure.err?.stack).toMatch(/ENOTDIR[\s\S]*\n\s+at /);
    expect(await lineOf(id)).toMatchObject({ level: ERROR_LEVEL, status: 500 });
    expect(serverFailures(server.output()).map((line) => line.reqId)).toEqual([id, id]);
  });
});
