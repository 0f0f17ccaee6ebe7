// A test server's environment is explicit (tests/support/child-env.ts): a developer's exported DATABASE_URL,
// SMTP_URL or PostgreSQL client variables cannot point it at their own database or mail server.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './http';
import { sqliteInstallation, startServer, type RunningServer } from './server-process';

const LEAKS = {
  DATABASE_URL: 'postgresql://leak@127.0.0.1:1/developers_own',
  SMTP_URL: 'smtp://leak.invalid:2525',
  PGHOST: 'leak.invalid',
  LOG_LEVEL: 'not-a-level',
};
const dir = mkdtempSync(join(tmpdir(), 'olivera-server-env-'));
const saved = Object.fromEntries(Object.keys(LEAKS).map((name) => [name, process.env[name]]));

describe('a developer’s exported settings do not reach a test server', () => {
  let server: RunningServer;

  beforeAll(async () => {
    Object.assign(process.env, LEAKS);
    server = await startServer(sqliteInstallation(join(dir, 'own.sqlite')));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('the server runs on its own SQLite file, with no outgoing mail, though DATABASE_URL and SMTP_URL are exported', async () => {
    const health = await api('/api/health', { baseUrl: server.baseUrl });
    expect(health.status, health.text).toBe(200);
    expect(existsSync(join(dir, 'own.sqlite'))).toBe(true);
    expect(server.output()).not.toMatch(/leak|developers_own/);
  });
});
