// One real server process on a throw-away database for the whole API project: a SQLite file by default, or with
// API_DATABASE=postgresql a PostgreSQL server started for the run (tests/support/postgres-server.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureFreshBuild } from '../support/fresh-build';
import { startPostgres, type PostgresServer } from '../support/postgres-server';
import { repoRoot, startServer, type RunningServer, type TestDatabase } from './server-process';
import { serverFailures } from './server-log';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:43567 (no trailing slash). */
    baseUrl: string;
    /** The server's database and uploads folder; tests open the database with the project's own ORM config. */
    testDatabase: TestDatabase;
  }
}

/** Which database the API tests run on: API_DATABASE=postgresql, or SQLite. */
export function apiDatabaseKind(env: NodeJS.ProcessEnv = process.env): 'sqlite' | 'postgresql' {
  return env.API_DATABASE === 'postgresql' ? 'postgresql' : 'sqlite';
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureFreshBuild(repoRoot);
  const dir = mkdtempSync(join(tmpdir(), 'casa-olivera-api-'));
  let postgres: PostgresServer | undefined;
  let server: RunningServer;
  const cleanUp = async () => {
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  let target: TestDatabase;
  try {
    if (apiDatabaseKind() === 'postgresql') {
      postgres = await startPostgres();
      target = { database: { kind: 'postgresql', url: postgres.url }, uploadsDir: join(dir, 'uploads') };
    } else {
      target = { database: { kind: 'sqlite', path: join(dir, 'api-test.sqlite') }, uploadsDir: join(dir, 'uploads') };
    }
    server = await startServer(target);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('testDatabase', target);

  return async () => {
    await server.stop();
    const databaseLog = postgres?.output() ?? '';
    await cleanUp();
    const log = server.output();
    if (process.env.API_TEST_SERVER_LOG === '1') console.log(log);
    // A safety net behind every test: no request of the whole run may have ended in a server-side failure (a line at
    // level error or above: a handler's failure, or a request answered with a 5xx; tests/api/logs.test.ts proves it).
    const failures = serverFailures(log);
    if (failures.length) {
      // vitest prints an error thrown from a global teardown ("error during close") yet exits 0: fail the run explicitly.
      process.exitCode = 1;
      const database = databaseLog ? `\n\nPostgreSQL's log:\n${databaseLog}` : '';
      throw new Error(`The test server logged failures during the run (a 500 somewhere):\n${failures.map((line) => JSON.stringify(line)).join('\n')}\n\n${log}${database}`);
    }
  };
}
