// The browser tests' servers. Each Playwright worker runs the compiled server (as production does) and, at each spec
// file, restarts it on a fresh copy of one seeded template database: a file starts from the demo content whatever
// the files before it did or left behind (a test that ran out of time before its clean-up, say), and any worker can
// take any file of either project, so the two workers share the run evenly.
import { copyFileSync, cpSync, existsSync, rmSync } from 'node:fs';
import { startServer, sqliteInstallation, type RunningServer } from '../api/server-process';

export const ADMIN = { email: 'e2e@test.example', password: 'e2e test password 2026' };

/** The browser tests' server settings (the API tests' are `testServerEnv`): the demo seeded, loose rate limits. */
const e2eServerEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
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

/** One worker's server: started on a fresh copy of the template for each spec file. */
export class ServerPerFile {
  private server: RunningServer | undefined;
  private file: string | undefined;

  constructor(readonly databasePath: string) {}

  async serverFor(file: string): Promise<string> {
    if (this.server && this.file === file) return this.server.baseUrl;
    // The last file's server is killed, not shut down: its database is thrown away, so nothing needs closing well.
    await this.server?.kill();
    this.server = undefined;
    removeDatabase(this.databasePath);
    const template = templateDatabasePath();
    for (const [from, to] of databaseFiles(template).map((name, index) => [name, databaseFiles(this.databasePath)[index]!] as const)) {
      if (existsSync(from)) copyFileSync(from, to);
    }
    const uploads = sqliteInstallation(template).uploadsDir;
    if (existsSync(uploads)) cpSync(uploads, sqliteInstallation(this.databasePath).uploadsDir, { recursive: true });
    this.server = await startServer(sqliteInstallation(this.databasePath), {}, e2eServerEnv);
    this.file = file;
    return this.server.baseUrl;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    this.server = undefined;
    this.file = undefined;
    removeDatabase(this.databasePath);
  }
}
