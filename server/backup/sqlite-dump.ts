// The SQLite half of backups: SQLite's online backup API while the server runs; on restore, the file put in place.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { MIGRATIONS_TABLE, type DatabaseDump } from './database-dump';
import { isBusy, openSqliteFile } from './sqlite-file';

async function sizeOf(file: string): Promise<number | null> {
  return stat(file).then(
    (info) => info.size,
    () => null,
  );
}

export function sqliteDump(databasePath: string): DatabaseDump {
  return {
    kind: 'sqlite',
    fileName: 'database.sqlite',
    label: databasePath,

    async dump(file) {
      if ((await sizeOf(databasePath)) === null) throw new Error(`There is no database at ${databasePath} (DATABASE_PATH): nothing to back up.`);
      const source = await openSqliteFile(databasePath);
      try {
        await source.backupTo(file);
      } finally {
        await source.close();
      }
      // The copy carries the live file's WAL flag; a backup is one self-contained file, so it gets a rollback journal.
      const copy = await openSqliteFile(file);
      try {
        await copy.exec('PRAGMA journal_mode = DELETE');
      } finally {
        await copy.close();
      }
    },

    async inspect(file) {
      const db = await openSqliteFile(file, { readonly: true });
      try {
        const problems = (await db.all<{ integrity_check: string }>('PRAGMA integrity_check'))
          .map((row) => row.integrity_check)
          .filter((line) => line !== 'ok');
        if (problems.length) throw new Error(`The database file fails SQLite's integrity check: ${problems.slice(0, 3).join('; ')}`);
        const tables = await db.all("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?", [MIGRATIONS_TABLE]);
        if (!tables.length) return { migrations: [] };
        const rows = await db.all<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`);
        return { migrations: rows.map((row) => row.name) };
      } finally {
        await db.close();
      }
    },

    // SQLite's own file locks tell: every open connection in WAL mode holds a shared lock, so an exclusive lock is
    // refused while any process (the server, npm run admin…) has the file open, on whatever port, and a crashed
    // process leaves no lock behind (the system drops it), unlike a pid file.
    async requireNotInUse() {
      if ((await sizeOf(databasePath)) === null) return;
      const db = await openSqliteFile(databasePath, { busyTimeoutMs: 0 });
      try {
        await db.exec('PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;');
      } catch (error) {
        if (isBusy(error)) {
          throw new Error(`${databasePath} is open in another process: stop the server (and any other tool using the database) before restoring.`);
        }
        // Not a readable database at all: nothing can be serving it; the safety copy step reports it.
      } finally {
        await db.close();
      }
    },

    async hasData() {
      return ((await sizeOf(databasePath)) ?? 0) > 0;
    },

    async restore(file) {
      await mkdir(dirname(databasePath), { recursive: true });
      const staged = `${databasePath}.restoring-${randomBytes(4).toString('hex')}`;
      try {
        await copyFile(file, staged);
        // A journal left beside the old file would be replayed into the new one, so it goes first.
        for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${databasePath}${suffix}`, { force: true });
        await rename(staged, databasePath);
      } finally {
        await rm(staged, { force: true });
      }
    },
  };
}
