// npm run db:backup and db:restore on a PostgreSQL installation (the api-pg pass; on SQLite, backup.test.ts covers
// the same): pg_dump while the server runs, a restore refused while it is connected, then a restore into the stopped
// installation that brings the content back. The installation gets a database of its own on the run's server, and
// keeps its photos in it (UPLOADS_STORE=database): pg_dump carries them, and the restore serves them again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Manifest } from '../../server/backup/manifest';
import { api } from './http';
import { installation, staffToken } from './installation';
import type { RunningServer, TestDatabase } from './server-process';
import { serverFailures } from './server-log';
import { onRunServer, query } from './run-database';

const run = inject('testDatabase').database;
const onPostgres = run.kind === 'postgresql';
const dir = mkdtempSync(join(tmpdir(), 'olivera-backup-pg-'));
const backupDir = join(dir, 'backups');
const PHOTO = '/images/gallery/food/paella-valenciana.jpg';
const databaseName = `backup_test_${process.pid}`;
const target: TestDatabase | null =
  run.kind === 'postgresql' ? { database: onRunServer(databaseName), uploadsDir: join(dir, 'uploads') } : null;

const titles = async (baseUrl: string, token: string, q: string) =>
  ((await api(`/api/admin/offers?q=${encodeURIComponent(q)}`, { baseUrl, token })).body.content as { title: string }[]).map((offer) => offer.title);

const site = installation(target as TestDatabase, { BACKUP_DIR: backupDir, UPLOADS_STORE: 'database' });

describe.runIf(onPostgres)('npm run db:backup and db:restore on PostgreSQL', () => {
  let backupFolder: string;
  /** A photo uploaded into the database, and the bytes it is served with. */
  let uploaded: { url: string; bytes: Buffer };

  beforeAll(async () => {
    await query(`create database ${databaseName}`);
    const { baseUrl } = await site.start();
    const token = await staffToken(baseUrl);
    const created = await api('/api/admin/offers', { baseUrl, token, json: { title: 'Paella Sundays', imageUrl: PHOTO } });
    expect(created.status, created.text).toBe(201);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8b4513' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'jamon.jpg');
    const encoded = new Response(form);
    const photo = await api('/api/admin/uploads', { baseUrl, token, body: new Uint8Array(await encoded.arrayBuffer()), headers: { 'Content-Type': encoded.headers.get('content-type') as string } });
    expect(photo.status, photo.text).toBe(201);
    const url = photo.body.imageUrl as string;
    uploaded = { url, bytes: Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer()) };
    expect(uploaded.bytes.length).toBeGreaterThan(0);
  }, 60_000);

  afterAll(async () => {
    await site.stop();
    await query(`drop database if exists ${databaseName}`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up with pg_dump while the server runs', async () => {
    const { code, output } = await site.npmRun('db:backup');
    expect(code, output).toBe(0);
    backupFolder = /Backup written to (\S+)/.exec(output)?.[1] as string;
    const manifest = JSON.parse(readFileSync(join(backupFolder, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.database).toMatchObject({ kind: 'postgresql', file: 'database.pgdump' });
    expect(manifest.database.latestMigration).toMatch(/^Migration\d+_/);
    // The photos are in the dump, not beside it.
    expect(manifest.files.map((file) => file.path)).toEqual(['database.pgdump']);
  }, 60_000);

  it('refuses to restore while the server is connected, and changes nothing', async () => {
    const { baseUrl } = site.server as RunningServer;
    const token = await staffToken(baseUrl);
    expect((await api('/api/admin/offers', { baseUrl, token, json: { title: 'After the backup', imageUrl: PHOTO } })).status).toBe(201);
    const { code } = await site.npmRun('db:restore', [backupFolder]);
    expect(code).toBe(1);
    expect(await titles(baseUrl, token, 'after the backup')).toEqual(['After the backup']);
  }, 60_000);

  it('restores into the stopped installation: the server starts with the backed-up content and the photo stored in the database', async () => {
    await site.stop();
    // The photo is lost from the live database; the backup still has it.
    await query('delete from stored_file', (target as TestDatabase).database);
    const { code, output } = await site.npmRun('db:restore', [backupFolder]);
    expect(code, output).toBe(0);

    const { baseUrl } = await site.start();
    const token = await staffToken(baseUrl);
    expect(await titles(baseUrl, token, 'paella sundays')).toEqual(['Paella Sundays']);
    expect(await titles(baseUrl, token, 'after the backup')).toEqual([]);
    const served = await fetch(`${baseUrl}${uploaded.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(uploaded.bytes)).toBe(true);
    await site.stop();
    expect(site.logs.flatMap((log) => serverFailures(log))).toEqual([]);
  }, 60_000);
});
