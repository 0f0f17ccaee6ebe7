// Backup and restore of a SQLite installation, on real files: a live database held open by the ORM, its uploads, and
// the checks a restore makes before it touches anything.
import { mkdtempSync, rmSync } from 'node:fs';
import { access, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOffer } from '../../tests/factories';
import { openDatabase, type Orm } from '../db/orm';
import { migrationsList } from '../db/migrations';
import { Offer } from '../features/offers/offer.entity';
import { createBackup } from './create-backup';
import { describeFile, type Manifest } from './manifest';
import { restoreBackup } from './restore-backup';
import { openSqliteFile } from './sqlite-file';
import { sqliteDump } from './sqlite-dump';
import { ENTITIES } from '../tables';

const APP = { name: 'casa-olivera', version: '0.1.0' };
const KNOWN = migrationsList.map((migration) => migration.name);

let dir: string;
let databasePath: string;
let uploadsDir: string;
let backupDir: string;
let orm: Orm | null;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'olivera-backup-'));
  databasePath = join(dir, 'data', 'casa.sqlite');
  uploadsDir = join(dir, 'data', 'uploads');
  backupDir = join(dir, 'backups');
  orm = await openDatabase({ kind: 'sqlite', path: databasePath }, { entities: ENTITIES, quiet: true });
  await mkdir(join(uploadsDir, 'variants'), { recursive: true });
  await writeFile(join(uploadsDir, 'variants', 'abc-400.jpg'), 'jpeg bytes');
});

afterEach(async () => {
  await orm?.close(true);
  rmSync(dir, { recursive: true, force: true });
});

async function closeLive() {
  await orm?.close(true);
  orm = null;
}

const backup = (now = new Date('2026-11-23T16:30:05Z')) => createBackup({ dump: sqliteDump(databasePath), uploadsDir, backupDir, app: APP, now });

const restore = (folder: string, options: { force?: boolean; knownMigrations?: string[] } = {}) =>
  restoreBackup({ folder, dump: sqliteDump(databasePath), uploadsDir, backupDir, app: APP, knownMigrations: KNOWN, now: new Date('2026-11-24T09:00:00Z'), ...options });

async function query<T>(file: string, sql: string): Promise<T[]> {
  const db = await openSqliteFile(file, { readonly: true });
  try {
    return await db.all<T>(sql);
  } finally {
    await db.close();
  }
}

const offerTitles = async (file = databasePath) => (await query<{ title: string }>(file, 'SELECT title FROM offer ORDER BY id')).map((row) => row.title);

/** Rewrites a backup's manifest after the test changed one of its files, so only the change under test is "wrong". */
async function rewriteManifest(folder: string, change: (manifest: Manifest) => Manifest) {
  const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as Manifest;
  await writeFile(join(folder, 'manifest.json'), JSON.stringify(change(manifest)));
}

describe('createBackup (SQLite)', () => {
  it('copies the live database while the ORM writes to it, plus the uploads, into a whole dated folder', async () => {
    const live = orm as Orm;
    await createOffer(live.em.fork(), { title: 'Paella Sundays' });
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await createOffer(live.em.fork(), { title: `During ${written}` });
        written += 1;
      }
    })();
    const { folder, manifest } = await backup();
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);

    expect(folder).toBe(join(backupDir, '2026-11-23T16-30-05Z'));
    expect((await readdir(folder)).sort()).toEqual(['database.sqlite', 'manifest.json', 'uploads']);
    expect(await readdir(backupDir)).toEqual(['2026-11-23T16-30-05Z']);
    // It holds password hashes and guests' messages: its owner alone may read it.
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect(await query(join(folder, 'database.sqlite'), 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    // One self-contained file: a rollback journal, nothing to replay beside it.
    expect(await query(join(folder, 'database.sqlite'), 'PRAGMA journal_mode')).toEqual([{ journal_mode: 'delete' }]);
    const copied = await offerTitles(join(folder, 'database.sqlite'));
    expect(copied[0]).toBe('Paella Sundays');
    // A snapshot: the writes it holds are a gap-free prefix of the ones made.
    expect(copied.slice(1)).toEqual(Array.from({ length: copied.length - 1 }, (_, i) => `During ${i}`));

    expect(manifest).toEqual({
      format: 1,
      createdAt: '2026-11-23T16:30:05.000Z',
      app: APP,
      database: { kind: 'sqlite', file: 'database.sqlite', latestMigration: KNOWN.at(-1), migrations: KNOWN },
      files: [await describeFile(folder, 'database.sqlite'), await describeFile(folder, 'uploads/variants/abc-400.jpg')],
    });
    expect(JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8'))).toEqual(manifest);
  });

  it('gives a second backup of the same second its own folder', async () => {
    const first = await backup();
    const second = await backup();
    expect(second.folder).toBe(`${first.folder}-2`);
  });

  it('leaves nothing behind when the database is missing', async () => {
    await closeLive();
    rmSync(join(dir, 'data'), { recursive: true });
    await expect(backup()).rejects.toThrow(`There is no database at ${databasePath} (DATABASE_PATH): nothing to back up.`);
    expect(await readdir(backupDir)).toEqual([]);
  });
});

describe('restoreBackup (SQLite)', () => {
  it('refuses while another connection has the database open, and changes nothing', async () => {
    await createOffer((orm as Orm).em.fork(), { title: 'Kept' });
    const { folder } = await backup();
    await createOffer((orm as Orm).em.fork(), { title: 'Newer' });
    await expect(restore(folder)).rejects.toThrow(`${databasePath} is open in another process: stop the server`);
    expect(await (orm as Orm).em.fork().count(Offer, {})).toBe(2);
    expect(await readdir(backupDir)).toEqual(['2026-11-23T16-30-05Z']);
  });

  it('puts the database and uploads back, keeping what it replaced as a restorable backup', async () => {
    await createOffer((orm as Orm).em.fork(), { title: 'Paella Sundays' });
    const { folder } = await backup();
    await createOffer((orm as Orm).em.fork(), { title: 'After the backup' });
    await closeLive();
    rmSync(join(uploadsDir, 'variants', 'abc-400.jpg'));
    await writeFile(join(uploadsDir, 'variants', 'new-400.jpg'), 'newer photo');

    const { safetyCopy } = await restore(folder);
    expect(await offerTitles()).toEqual(['Paella Sundays']);
    expect(await readFile(join(uploadsDir, 'variants', 'abc-400.jpg'), 'utf8')).toBe('jpeg bytes');
    expect(await readdir(join(uploadsDir, 'variants'))).toEqual(['abc-400.jpg']);
    expect(await readdir(join(dir, 'data'))).toEqual(['casa.sqlite', 'uploads']);

    expect(safetyCopy).toBe(join(backupDir, '2026-11-24T09-00-00Z-before-restore'));
    expect(await offerTitles(join(safetyCopy as string, 'database.sqlite'))).toEqual(['Paella Sundays', 'After the backup']);
    expect(await readdir(join(safetyCopy as string, 'uploads', 'variants'))).toEqual(['new-400.jpg']);

    // The restored file opens with the server's own settings and has the content.
    orm = await openDatabase({ kind: 'sqlite', path: databasePath }, { entities: ENTITIES, quiet: true });
    expect((await orm.em.fork().find(Offer, {})).map((offer) => offer.title)).toEqual(['Paella Sundays']);
  });

  it('never replays a journal left beside the old file (a crashed server) into the restored one', async () => {
    await createOffer((orm as Orm).em.fork(), { title: 'Backed up' });
    const { folder } = await backup();
    await createOffer((orm as Orm).em.fork(), { title: 'Only in the journal' });
    const journal = await readFile(`${databasePath}-wal`);
    expect(journal.length).toBeGreaterThan(0);
    await closeLive();
    await writeFile(`${databasePath}-wal`, journal);

    const { safetyCopy } = await restore(folder);
    expect(await offerTitles()).toEqual(['Backed up']);
    expect(await query(databasePath, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    // The safety copy read the old file through its journal: nothing of it is lost.
    expect(await offerTitles(join(safetyCopy as string, 'database.sqlite'))).toEqual(['Backed up', 'Only in the journal']);
  });

  it('never replays a journal whose database file was deleted by hand into the restored one', async () => {
    const { folder } = await backup();
    await createOffer((orm as Orm).em.fork(), { title: 'Only in the journal' });
    const journal = await readFile(`${databasePath}-wal`);
    await closeLive();
    rmSync(databasePath);
    rmSync(uploadsDir, { recursive: true });
    await writeFile(`${databasePath}-wal`, journal);

    expect((await restore(folder)).safetyCopy).toBeNull();
    expect(await offerTitles()).toEqual([]);
    expect(await readdir(join(dir, 'data'))).toEqual(['casa.sqlite', 'uploads']);
  });

  it('restores into an empty installation without a safety copy', async () => {
    const { folder } = await backup();
    await closeLive();
    rmSync(join(dir, 'data'), { recursive: true });
    expect((await restore(folder)).safetyCopy).toBeNull();
    expect(await query(databasePath, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(await readdir(join(uploadsDir, 'variants'))).toEqual(['abc-400.jpg']);
  });

  it('refuses a backup whose database no longer matches its checksum, and changes nothing', async () => {
    await createOffer((orm as Orm).em.fork(), { title: 'Backed up' });
    const { folder } = await backup();
    await createOffer((orm as Orm).em.fork(), { title: 'Current' });
    await closeLive();
    const file = join(folder, 'database.sqlite');
    const bytes = await readFile(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 100) ^ 0xff, bytes.length - 100);
    await writeFile(file, bytes);
    await expect(restore(folder)).rejects.toThrow(/is damaged, so it is not restored: database\.sqlite does not match its checksum/);
    expect(await offerTitles()).toEqual(['Backed up', 'Current']);
    expect(await readdir(backupDir)).toEqual(['2026-11-23T16-30-05Z']);
  });

  it('refuses a backup from a newer schema, naming the migration this code lacks', async () => {
    const { folder } = await backup();
    await closeLive();
    const file = join(folder, 'database.sqlite');
    const db = await openSqliteFile(file);
    await db.exec("INSERT INTO mikro_orm_migrations (name, executed_at) VALUES ('Migration29990101000000_future', CURRENT_TIMESTAMP)");
    await db.close();
    const entry = await describeFile(folder, 'database.sqlite');
    await rewriteManifest(folder, (manifest) => ({ ...manifest, files: manifest.files.map((f) => (f.path === entry.path ? entry : f)) }));
    await expect(restore(folder)).rejects.toThrow(/newer version .*\(Migration29990101000000_future\)/);
  });

  it('accepts a backup from an older schema (its missing migrations run on the next start)', async () => {
    const { folder } = await backup();
    await closeLive();
    await expect(restore(folder, { knownMigrations: [...KNOWN, 'Migration29990101000000_future'] })).resolves.toBeTruthy();
  });

  it('refuses a backup of another database kind', async () => {
    const { folder } = await backup();
    await rewriteManifest(folder, (manifest) => ({ ...manifest, database: { ...manifest.database, kind: 'postgresql' } }));
    await expect(restore(folder)).rejects.toThrow('The backup holds a postgresql database, but this installation uses sqlite: it is not restored.');
  });

  it('stops when no safety copy of the current data can be made, unless forced', async () => {
    const { folder } = await backup();
    await closeLive();
    await writeFile(databasePath, 'this is not a database, it is damaged beyond use');
    await expect(restore(folder)).rejects.toThrow(/No safety copy of the current data could be made \(.*\), so nothing was restored/);
    expect(await readFile(databasePath, 'utf8')).toMatch(/^this is not a database/);

    const { safetyCopy } = await restore(folder, { force: true });
    expect(safetyCopy).toBeNull();
    expect(await query(databasePath, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    await expect(access(`${databasePath}-wal`)).rejects.toThrow();
  });
});
