// npm run db:backup and db:restore on a real installation: a backup taken while the server runs and is being written
// to, refused restores (server running, damaged backup), then a restore that brings the content and the photo back;
// with UPLOADS_STORE=database, the photos travel inside the database file and a restore serves them again.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteFile } from '../../server/backup/sqlite-file';
import type { Manifest } from '../../server/backup/manifest';
import { api } from './http';
import { installation, staffToken } from './installation';
import { sqliteInstallation, type RunningServer } from './server-process';
import { serverFailures } from './server-log';

const dir = mkdtempSync(join(tmpdir(), 'olivera-backup-api-'));
const databasePath = join(dir, 'casa.sqlite');
const uploadsDir = `${databasePath}.uploads`;
const backupDir = join(dir, 'backups');

const site = installation(sqliteInstallation(databasePath), { BACKUP_DIR: backupDir });

afterAll(async () => {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function offerTitles(file: string): Promise<string[]> {
  const db = await openSqliteFile(file, { readonly: true });
  try {
    return (await db.all<{ title: string }>('SELECT title FROM offer ORDER BY id')).map((row) => row.title);
  } finally {
    await db.close();
  }
}

async function integrity(file: string): Promise<unknown> {
  const db = await openSqliteFile(file, { readonly: true });
  try {
    return await db.all('PRAGMA integrity_check');
  } finally {
    await db.close();
  }
}

describe('npm run db:backup and db:restore', () => {
  let photo: { url: string; bytes: Buffer };
  let backupFolder: string;

  beforeAll(async () => {
    const { baseUrl } = await site.start();
    const token = await staffToken(baseUrl);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a0522d' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'paella.jpg');
    const encoded = new Response(form);
    const uploaded = await api('/api/admin/uploads', {
      baseUrl,
      token,
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { 'Content-Type': encoded.headers.get('content-type') as string },
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const created = await api('/api/admin/offers', { baseUrl, token, json: { title: 'Paella Sundays', imageUrl: uploaded.body.imageUrl } });
    expect(created.status, created.text).toBe(201);
    const served = await fetch(`${baseUrl}${uploaded.body.imageUrl}`);
    expect(served.status).toBe(200);
    photo = { url: uploaded.body.imageUrl, bytes: Buffer.from(await served.arrayBuffer()) };
  }, 60_000);

  it('backs up while the server runs and is being written to: a whole snapshot and the photo', async () => {
    const { baseUrl } = site.server as RunningServer;
    const token = await staffToken(baseUrl);
    let writing = true;
    const acknowledged: string[] = [];
    let warmedUp: () => void = () => {};
    const writesUnderWay = new Promise<void>((resolve) => (warmedUp = resolve));
    const writer = (async () => {
      for (let n = 0; writing; n += 1) {
        const response = await api('/api/admin/offers', { baseUrl, token, json: { title: `During ${n}`, imageUrl: photo.url } });
        expect(response.status, response.text).toBe(201);
        acknowledged.push(response.body.title as string);
        if (acknowledged.length === 3) warmedUp();
      }
    })();
    await writesUnderWay;
    const before = acknowledged.length;
    const { code, output } = await site.npmRun('db:backup');
    const after = acknowledged.length;
    writing = false;
    await writer;

    expect(code, output).toBe(0);
    // The writes went on while the backup ran.
    expect(after).toBeGreaterThan(before);
    backupFolder = /Backup written to (\S+)/.exec(output)?.[1] as string;
    expect(backupFolder.startsWith(join(backupDir, ''))).toBe(true);

    const snapshot = join(backupFolder, 'database.sqlite');
    expect(await integrity(snapshot)).toEqual([{ integrity_check: 'ok' }]);
    const titles = await offerTitles(snapshot);
    expect(titles[0]).toBe('Paella Sundays');
    // A consistent moment: every write acknowledged before the backup started, and no gap after it.
    const during = titles.slice(1);
    expect(during.length).toBeGreaterThanOrEqual(before);
    expect(during).toEqual(Array.from({ length: during.length }, (_, n) => `During ${n}`));

    const manifest = JSON.parse(readFileSync(join(backupFolder, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.database).toMatchObject({ kind: 'sqlite', file: 'database.sqlite' });
    const served = photo.url.replace('/uploads/', 'uploads/variants/');
    expect(manifest.files.map((file) => file.path)).toContain(served);
    expect(readFileSync(join(backupFolder, served)).equals(photo.bytes)).toBe(true);
  }, 60_000);

  it('refuses to restore while the server runs, and changes nothing', async () => {
    const { baseUrl } = site.server as RunningServer;
    const token = await staffToken(baseUrl);
    const extra = await api('/api/admin/offers', { baseUrl, token, json: { title: 'After the backup', imageUrl: photo.url } });
    expect(extra.status).toBe(201);

    const { code, output } = await site.npmRun('db:restore', [backupFolder]);
    expect(code).toBe(1);
    expect(output).toContain(`${databasePath} is open in another process: stop the server`);
    const found = await api('/api/admin/offers?q=after%20the%20backup', { baseUrl, token });
    expect(found.body.totalElements).toBe(1);
    expect((await fetch(`${baseUrl}${photo.url}`)).status).toBe(200);
  }, 60_000);

  it('refuses a backup whose photo no longer matches its checksum, and changes nothing', async () => {
    await site.stop();
    rmSync(uploadsDir, { recursive: true });
    const damaged = `${backupFolder}-damaged`;
    cpSync(backupFolder, damaged, { recursive: true });
    const served = join(damaged, photo.url.replace('/uploads/', 'uploads/variants/'));
    const bytes = readFileSync(served);
    bytes.writeUInt8(bytes.readUInt8(200) ^ 0x01, 200);
    writeFileSync(served, bytes);

    const { code, output } = await site.npmRun('db:restore', [damaged]);
    expect(code).toBe(1);
    expect(output).toContain(`${photo.url.replace('/uploads/', 'uploads/variants/')} does not match its checksum`);
    expect(await offerTitles(databasePath)).toContain('After the backup');
    rmSync(damaged, { recursive: true });
  }, 60_000);

  it('restores into the stopped installation: the server starts with the backed-up content and photo', async () => {
    const { code, output } = await site.npmRun('db:restore', [backupFolder]);
    expect(code, output).toBe(0);
    expect(output).toMatch(/What it replaced is kept in \S+-before-restore/);

    const { baseUrl } = await site.start();
    const token = await staffToken(baseUrl);
    const paella = await api('/api/admin/offers?q=paella%20sundays', { baseUrl, token });
    expect(paella.body.content.map((offer: { title: string; imageUrl: string }) => [offer.title, offer.imageUrl])).toEqual([['Paella Sundays', photo.url]]);
    expect((await api('/api/admin/offers?q=after%20the%20backup', { baseUrl, token })).body.totalElements).toBe(0);
    const served = await fetch(`${baseUrl}${photo.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo.bytes)).toBe(true);

    await site.stop();
    // Like the API project's own server: no request of this file may have ended in a server-side failure.
    expect(site.logs.flatMap((log) => serverFailures(log))).toEqual([]);
  }, 60_000);
});

describe('npm run db:backup and db:restore with the photos in the database (UPLOADS_STORE=database)', () => {
  const inDatabasePath = join(dir, 'photos-in-database.sqlite');
  const inDatabase = installation(sqliteInstallation(inDatabasePath), { BACKUP_DIR: join(dir, 'backups-in-database'), UPLOADS_STORE: 'database' });
  afterAll(() => inDatabase.stop());

  async function storedNames(file: string): Promise<string[]> {
    const db = await openSqliteFile(file, { readonly: true });
    try {
      return (await db.all<{ name: string }>('SELECT name FROM stored_file ORDER BY name')).map((row) => row.name);
    } finally {
      await db.close();
    }
  }

  it('the backup carries the photo in database.sqlite, and a restore serves it again, byte for byte', async () => {
    let { baseUrl } = await inDatabase.start();
    const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#556b2f' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'olives.jpg');
    const encoded = new Response(form);
    const uploaded = await api('/api/admin/uploads', {
      baseUrl,
      token: await staffToken(baseUrl),
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { 'Content-Type': encoded.headers.get('content-type') as string },
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const url = uploaded.body.imageUrl as string;
    const bytes = Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer());

    const backedUp = await inDatabase.npmRun('db:backup');
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(backedUp.output).toContain('uploads:  in the database (UPLOADS_STORE=database)');
    const folder = /Backup written to (\S+)/.exec(backedUp.output)?.[1] as string;
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Manifest;
    // No photo files beside the dump: the original and its variants are rows of the database file.
    expect(manifest.files.map((file) => file.path)).toEqual(['database.sqlite']);
    const names = await storedNames(join(folder, 'database.sqlite'));
    expect(names).toContain(url.replace('/uploads/', ''));
    expect(names).toHaveLength(5); // the original, and a JPEG and a WebP 400 and 700 px wide

    // The photo is lost (its rows deleted while the server is stopped)…
    await inDatabase.stop();
    const live = await openSqliteFile(inDatabasePath);
    try {
      await live.exec('DELETE FROM stored_file');
    } finally {
      await live.close();
    }
    ({ baseUrl } = await inDatabase.start());
    expect((await fetch(`${baseUrl}${url}`)).status).toBe(404);
    await inDatabase.stop();

    // …and the restore brings it back.
    const restored = await inDatabase.npmRun('db:restore', [folder]);
    expect(restored.code, restored.output).toBe(0);
    ({ baseUrl } = await inDatabase.start());
    const served = await fetch(`${baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    await inDatabase.stop();
    expect(inDatabase.logs.flatMap((log) => serverFailures(log))).toEqual([]);
  }, 90_000);
});
