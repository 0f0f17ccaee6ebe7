// Starts the real server as a child process on a free port, for the API tests: the compiled one (`node
// dist/node/main.js`), as production runs it; the layer's setup builds first when the sources are newer
// (tests/support/fresh-build.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from '../../server/db/database-target';
import { childEnv } from '../support/child-env';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** What `npm run build` compiles the server to (tsdown.config.ts), relative to the repository. */
export const COMPILED_SERVER = 'dist/node/main.js';

/** The site's address the test server is started with (PUBLIC_URL): every absolute address it writes starts with it. */
export const TEST_PUBLIC_URL = 'https://olivera.test';

/** What the test server is started with; everything else keeps the server's defaults (see `contractDefaults`). */
export const testServerEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  // Loopback is the only proxy we trust, so each test picks its client address with X-Forwarded-For.
  TRUST_PROXY: 'loopback',
  ADMIN_EMAIL: 'staff@test.example',
  ADMIN_NAME: 'Test Staff',
  ADMIN_PASSWORD: 'correct-horse-battery-staple-42',
  CORS_ORIGINS: 'https://partner.example',
  TIME_ZONE: 'America/New_York',
  PUBLIC_URL: TEST_PUBLIC_URL,
  // The tests write content into the server's database from their own process (tests/factories).
  DATABASE_SHARED: 'true',
} as const;

/** Defaults the server must apply on its own (API.md and server/env.ts), so the tests check them rather than set them. */
export const contractDefaults = {
  contactRateLimit: 5,
  contactRateWindowMinutes: 10,
  loginRateLimit: 10,
  loginRateWindowMinutes: 15,
  tokenTtlHours: 12,
} as const;

/** Where the servers of a test run keep their data: every server process started on it shares both. */
export interface TestDatabase {
  database: DatabaseTarget;
  uploadsDir: string;
}

export interface RunningServer {
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
  /** Ends the process at once with SIGKILL (kill -9): no shutdown runs. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port found.'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const tries = 300; // × 50 ms
  let lastError = '';
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The test server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastError = `health answered ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The test server never became healthy (${lastError}):\n${output()}`);
}

/** The variables that point a server at the test database (SQLite file or PostgreSQL URL) and uploads folder. */
export function databaseEnv({ database, uploadsDir }: TestDatabase): Record<string, string> {
  const where: Record<string, string> = database.kind === 'postgresql' ? { DATABASE_URL: database.url } : { DATABASE_PATH: database.path };
  return { ...where, UPLOADS_DIR: uploadsDir };
}

/**
 * The environment of a test installation on `target`: the server's, and the CLIs' on it. Explicit: what Node and npm
 * need from the parent and the test's settings, nothing else (a developer's exported DATABASE_URL or SMTP_URL stays out).
 */
export function installationEnv(target: TestDatabase, extraEnv: Record<string, string> = {}, baseEnv: Record<string, string> = testServerEnv): NodeJS.ProcessEnv {
  return childEnv({ ...baseEnv, ...databaseEnv(target), ...extraEnv });
}

/** A SQLite installation of a test's own: the file and, beside it, the uploads folder. */
export function sqliteInstallation(databasePath: string): TestDatabase {
  return { database: { kind: 'sqlite', path: databasePath }, uploadsDir: `${databasePath}.uploads` };
}

/**
 * Spawns the compiled server on the test database and resolves once GET /api/health answers 200. `baseEnv` is the
 * API tests' settings unless a caller (the browser tests) brings its own; `extraEnv.PORT` picks the port; `root`, the
 * tree whose build runs (another than this one: the third-language test's copy).
 */
export async function startServer(target: TestDatabase, extraEnv: Record<string, string> = {}, baseEnv: Record<string, string> = testServerEnv, root = repoRoot): Promise<RunningServer> {
  // A PORT of the caller's (the browser tests keep one a worker), else any free one.
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const env = installationEnv(target, { PORT: String(port), ...extraEnv }, baseEnv);

  const child = spawn(process.execPath, [COMPILED_SERVER], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;

  // If the test runner itself dies without its teardown, don't leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = exited(child);
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await done;
    clearTimeout(timer);
  };

  const kill = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = exited(child);
    child.kill('SIGKILL');
    await done;
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, output, stop, kill };
}
