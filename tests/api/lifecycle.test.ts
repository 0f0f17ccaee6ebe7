// The process itself: configuration errors stop start-up, first start creates the database, SIGTERM closes cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childEnv } from '../support/child-env';
import { COMPILED_SERVER, repoRoot } from './server-process';

const dir = mkdtempSync(join(tmpdir(), 'olivera-lifecycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: repoRoot,
    // LOG_LEVEL info: the start-up and shutdown lines checked below are info lines (tests default to warn).
    env: childEnv({ NODE_ENV: 'test', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not come up:\n${output()}`);
}

async function waitForOutput(output: () => string, pattern: RegExp): Promise<void> {
  for (let attempt = 0; attempt < 100 && !pattern.test(output()); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(output()).toMatch(pattern);
}

describe('server process', () => {
  it('refuses to start on a bad setting and names the variable', async () => {
    const server = start({ PORT: 'eighty', DATABASE_PATH: join(dir, 'never.sqlite') });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
    expect(existsSync(join(dir, 'never.sqlite'))).toBe(false);
  });

  it('refuses an UPLOADS_STORE that is neither folder nor database, naming it', async () => {
    const server = start({ UPLOADS_STORE: 'disk', DATABASE_PATH: join(dir, 'never-store.sqlite') });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/UPLOADS_STORE: must be folder or database \(got \\?"disk\\?"\)/);
    expect(existsSync(join(dir, 'never-store.sqlite'))).toBe(false);
  });

  it('creates and migrates the database on first start, then closes gracefully on SIGTERM', async () => {
    const port = await freePort();
    const databasePath = join(dir, 'nested', 'first.sqlite');
    const server = start({ PORT: String(port), DATABASE_PATH: databasePath, ADMIN_EMAIL: 'first@test.example' });
    await waitForHealth(port, server.output);
    expect(existsSync(databasePath)).toBe(true);
    expect(existsSync(`${databasePath}-wal`)).toBe(true);
    expect(server.output()).toMatch(/Created the first staff account: first@test\.example/);
    expect(server.output()).toMatch(/Password \(shown once/);

    // A request in flight when SIGTERM arrives still gets its answer: send half a request, signal,
    // wait until the server says it is closing, then finish the request.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setImmediate(resolve));
    server.child.kill('SIGTERM');
    await waitForOutput(server.output, /finishing in-flight requests/);
    socket.write('Accept: application/json\r\n\r\n');
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"db":"up"');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/Closed\./);
  });
});
