// The browser tests' servers. Each Playwright worker runs the compiled server (as production does) and, at each spec
// file, restarts it on a fresh copy of one seeded template database unless the files before wrote nothing: a file
// starts from the demo content whatever the files before it did or left behind (a test that ran out of time before
// its clean-up, say), and any worker can take any file of either project, so the two workers share the run evenly.
import { copyFileSync, cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { startServer, sqliteInstallation, type RunningServer } from '../api/server-process';

export const ADMIN = { email: 'e2e@test.example', password: 'e2e test password 2026' };

/**
 * The site's address the browser tests' servers are started with (PUBLIC_URL): not the host the browser reaches them
 * at, so a page that wrote an address from its own location rather than from the setting would show.
 */
export const E2E_PUBLIC_URL = 'https://tapas.example.org';

/** The browser tests' server settings (the API tests' are `testServerEnv`): the demo seeded, loose rate limits. */
const e2eServerEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PUBLIC_URL: E2E_PUBLIC_URL,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOGIN_RATE_LIMIT: '1000',
  CONTACT_RATE_LIMIT: '1000',
};

/** Where a run's databases live: E2E_DATABASE_PATH, set once by playwright.config.ts and inherited by the workers. */
function databaseStem(): string {
  const stem = process.env.E2E_DATABASE_PATH;
  if (!stem) throw new Error('E2E_DATABASE_PATH is unset: run the browser tests through playwright.config.ts');
  return stem;
}

export const templateDatabasePath = (): string => `${databaseStem()}-template.sqlite`;
/** A worker's own database (by Playwright's worker index, never reused within a run). */
export const workerDatabasePath = (workerIndex: number): string => `${databaseStem()}-worker-${workerIndex}.sqlite`;

/** A SQLite database's files: the database, its write-ahead log and shared memory, and the uploads folder beside it. */
const databaseFiles = (path: string) => [path, `${path}-wal`, `${path}-shm`];

export function removeDatabase(path: string): void {
  for (const file of databaseFiles(path)) rmSync(file, { force: true });
  rmSync(sqliteInstallation(path).uploadsDir, { recursive: true, force: true });
}

/** Once a run (global setup): the server's first start migrates and seeds the demo into the template, then it stops. */
export async function seedTemplate(): Promise<void> {
  const path = templateDatabasePath();
  removeDatabase(path);
  const server = await startServer(sqliteInstallation(path), {}, e2eServerEnv);
  await server.stop();
}

/** A port below Linux's ephemeral range (32768 on), free now: no other test's bind to port 0 can take it later. */
export async function workerPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (await portIsFree(port)) return port;
  }
  throw new Error('No free port between 20000 and 30000');
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * What a database's files look like on disk: any write (the server's, or a CLI's beside it) changes it. The uploads
 * folder counts with every folder inside it (an upload lands in `originals/` and `variants/`, which a folder's own time
 * would not show).
 */
function footprint(path: string): string {
  const uploads = sqliteInstallation(path).uploadsDir;
  const folders = existsSync(uploads)
    ? readdirSync(uploads, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(entry.parentPath, entry.name))
    : [];
  return [path, `${path}-wal`, uploads, ...folders.sort()]
    .map((file) => {
      const stat = statSync(file, { throwIfNoEntry: false });
      return stat ? `${stat.size}:${stat.mtimeMs}` : '-';
    })
    .join(' ');
}

/**
 * One worker's server, on one port for the worker's life, so a test's address is known before any server runs (the
 * browser and request contexts are configured with it even for a test that is then skipped). The server is started
 * on a fresh copy of the template when a file first opens a page or a request; it goes on serving the next file only
 * if nothing was written meanwhile (the database, its log and the uploads as they were once it had started).
 */
export class ServerPerFile {
  private server: RunningServer | undefined;
  private file: string | undefined;
  private started = '';

  constructor(
    readonly databasePath: string,
    readonly port: number,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The database's path while the server runs for `file` (a test's CLI writes to it beside the server). */
  databaseFor(file: string): string {
    if (!this.server || this.file !== file) throw new Error('No test server for this spec file yet: open a page or a request first');
    return this.databasePath;
  }

  async serverFor(file: string): Promise<void> {
    if (this.server && (this.file === file || footprint(this.databasePath) === this.started)) {
      this.file = file;
      return;
    }
    // The last file's server is killed, not shut down: its database is thrown away, so nothing needs closing well.
    await this.server?.kill();
    this.server = undefined;
    this.file = undefined;
    removeDatabase(this.databasePath);
    const template = templateDatabasePath();
    for (const [from, to] of databaseFiles(template).map((name, index) => [name, databaseFiles(this.databasePath)[index]!] as const)) {
      if (existsSync(from)) copyFileSync(from, to);
    }
    const uploads = sqliteInstallation(template).uploadsDir;
    if (existsSync(uploads)) cpSync(uploads, sqliteInstallation(this.databasePath).uploadsDir, { recursive: true });
    this.server = await startServer(sqliteInstallation(this.databasePath), { PORT: String(this.port) }, e2eServerEnv);
    this.started = footprint(this.databasePath);
    this.file = file;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    this.server = undefined;
    this.file = undefined;
    removeDatabase(this.databasePath);
  }
}
