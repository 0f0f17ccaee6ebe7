// One real server process on a throw-away SQLite file for the whole API project.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server-process';
import { serverFailures } from './server-log';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:43567 (no trailing slash). */
    baseUrl: string;
    /** The server's SQLite file; tests open it with the project's own ORM config. */
    dbPath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'casa-olivera-api-'));
  const dbPath = join(dir, 'api-test.sqlite');
  let server: RunningServer;
  try {
    server = await startServer(dbPath);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('dbPath', dbPath);

  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    const log = server.output();
    if (process.env.API_TEST_SERVER_LOG === '1') console.log(log);
    // A safety net behind every test: no request of the whole run may have ended in a server-side failure (a line at
    // level error or above: a handler's failure, or a request answered with a 5xx; tests/api/logs.test.ts proves it).
    const failures = serverFailures(log);
    if (failures.length) {
      // vitest prints an error thrown from a global teardown ("error during close") yet exits 0: fail the run explicitly.
      process.exitCode = 1;
      throw new Error(`The test server logged failures during the run (a 500 somewhere):\n${failures.map((line) => JSON.stringify(line)).join('\n')}\n\n${log}`);
    }
  };
}
