// npm run db:backup and db:restore on a PostgreSQL installation (the api-pg pass; on SQLite, backup.test.ts covers
// the same): pg_dump while the server runs, a restore refused while it is connected, then a restore into the stopped
// installation that brings the content back. The installation gets a database of its own on the run's server.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Manifest } from '../../server/backup/manifest';
import { ormConfig } from '../../server/db/orm-config';
import { api } from './http';
import { installationEnv, repoRoot, startServer, type RunningServer, type TestDatabase } from './server-process';
import { serverFailures } from './server-log';
import { STAFF } from './staff';

const run = inject('testDatabase').database;
const onPostgres = run.kind === 'postgresql';
const dir = mkdtempSync(join(tmpdir(), 'olivera-backup-pg-'));
const backupDir = join(dir, 'backups');
const PHOTO = '/images/gallery/food/paella-valenciana.jpg';
const databaseName = `backup_test_${process.pid}`;
const installation: TestDatabase | null =
  run.kind === 'postgresql' ? { database: { kind: 'postgresql', url: Object.assign(new URL(run.url), { pathname: `/${databaseName}` }).href }, uploadsDir: join(dir, 'uploads') } : null;

let server: RunningServer | null = null;
const serverLogs: string[] = [];

/** Runs a statement on the run's own database (CREATE/DROP DATABASE cannot run in the database they name). */
async function onRunDatabase(sql: string): Promise<void> {
  const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(ormConfig(run, { quiet: true }));
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close(true);
  }
}

async function start(): Promise<RunningServer> {
  server = await startServer(installation as TestDatabase, { BACKUP_DIR: backupDir });
  return server;
}

async function stop(): Promise<void> {
  if (!server) return;
  await server.stop();
  serverLogs.push(server.output());
  server = null;
}

function npmRun(script: 'db:backup' | 'db:restore', args: string[] = []): Promise<{ code: number | null; output: string }> {
  const env = installationEnv(installation as TestDatabase, { BACKUP_DIR: backupDir });
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function login(baseUrl: string): Promise<string> {
  const response = await api('/api/auth/login', { baseUrl, json: STAFF });
  expect(response.status, response.text).toBe(200);
  return response.body.token as string;
}

const titles = async (baseUrl: string, token: string, q: string) =>
  ((await api(`/api/admin/offers?q=${encodeURIComponent(q)}`, { baseUrl, token })).body.content as { title: string }[]).map((offer) => offer.title);

describe.runIf(onPostgres)('npm run db:backup and db:restore on PostgreSQL', () => {
  let backupFolder: string;

  beforeAll(async () => {
    await onRunDatabase(`create database ${databaseName}`);
    const { baseUrl } = await start();
    const token = await login(baseUrl);
    const created = await api('/api/admin/offers', { baseUrl, token, json: { title: 'Paella Sundays', imageUrl: PHOTO } });
    expect(created.status, created.text).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await stop();
    await onRunDatabase(`drop database if exists ${databaseName}`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up with pg_dump while the server runs', async () => {
    const { code, output } = await npmRun('db:backup');
    expect(code, output).toBe(0);
    backupFolder = /Backup written to (\S+)/.exec(output)?.[1] as string;
    const manifest = JSON.parse(readFileSync(join(backupFolder, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.database).toMatchObject({ kind: 'postgresql', file: 'database.pgdump' });
    expect(manifest.database.latestMigration).toMatch(/^Migration\d+_/);
  }, 60_000);

  it('refuses to restore while the server is connected, and changes nothing', async () => {
    const { baseUrl } = server as RunningServer;
    const token = await login(baseUrl);
    expect((await api('/api/admin/offers', { baseUrl, token, json: { title: 'After the backup', imageUrl: PHOTO } })).status).toBe(201);
    const { code } = await npmRun('db:restore', [backupFolder]);
    expect(code).toBe(1);
    expect(await titles(baseUrl, token, 'after the backup')).toEqual(['After the backup']);
  }, 60_000);

  it('restores into the stopped installation: the server starts with the backed-up content', async () => {
    await stop();
    const { code, output } = await npmRun('db:restore', [backupFolder]);
    expect(code, output).toBe(0);

    const { baseUrl } = await start();
    const token = await login(baseUrl);
    expect(await titles(baseUrl, token, 'paella sundays')).toEqual(['Paella Sundays']);
    expect(await titles(baseUrl, token, 'after the backup')).toEqual([]);
    await stop();
    expect(serverLogs.flatMap((log) => serverFailures(log))).toEqual([]);
  }, 60_000);
});
