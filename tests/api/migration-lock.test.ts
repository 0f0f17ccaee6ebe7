// Two server processes starting at once on a fresh PostgreSQL database (a new version deployed to two machines):
// both come up, the migrations ran once (server/db/orm.ts takes an advisory lock around them), no error in either log.
// Runs in the api-pg pass (API_DATABASE=postgresql) on a database of its own on the run's server; on SQLite the
// migrator's write transaction already lets one process at a time migrate, which every other two-process test covers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationsList } from '../../server/db/migrations';
import { startServer, type RunningServer, type TestDatabase } from './server-process';
import { serverFailures } from './server-log';
import { onRunServer, query } from './run-database';

const run = inject('testDatabase').database;
const databaseName = `migration_lock_test_${process.pid}`;
const dir = mkdtempSync(join(tmpdir(), 'olivera-migration-lock-'));
const target: TestDatabase | null =
  run.kind === 'postgresql' ? { database: onRunServer(databaseName), uploadsDir: join(dir, 'uploads') } : null;

describe.runIf(run.kind === 'postgresql')('two processes starting at once on a fresh PostgreSQL database', () => {
  const servers: RunningServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await query(`drop database if exists ${databaseName}`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('both come up, each migration ran once, and neither log has an error', async () => {
    await query(`create database ${databaseName}`);
    const started = await Promise.allSettled([startServer(target as TestDatabase), startServer(target as TestDatabase)]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up']);

    const rows = await query('select name, count(*)::int as runs from mikro_orm_migrations group by name order by name', (target as TestDatabase).database);
    expect(rows).toHaveLength(migrationsList.length);
    expect(rows.filter((row) => row.runs !== 1)).toEqual([]);

    for (const server of servers) {
      expect(serverFailures(server.output())).toEqual([]);
      expect(server.output()).not.toMatch(/already exists|duplicate key/i);
    }
  }, 90_000);
});
