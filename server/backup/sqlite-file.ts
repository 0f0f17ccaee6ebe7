// Direct access to a SQLite file through node-sqlite3, the driver MikroORM's SQLite support runs on: the online
// backup API, PRAGMAs and the lock probe need a plain connection, not the ORM's pool.
import { createRequire } from 'node:module';

interface SqliteError extends Error {
  code?: string;
}

type Done = (error: SqliteError | null) => void;

/** The part of node-sqlite3's Backup object we use (its bundled typings leave Backup out). */
interface RawBackup {
  step(pages: number, done: (error: SqliteError | null, completed: boolean) => void): void;
  finish(done: () => void): void;
}

interface RawDatabase {
  exec(sql: string, done: Done): void;
  all(sql: string, params: unknown[], done: (error: SqliteError | null, rows: Record<string, unknown>[]) => void): void;
  close(done: Done): void;
  configure(option: 'busyTimeout', value: number): void;
  backup(file: string, done: Done): RawBackup;
}

interface Sqlite3Module {
  Database: new (file: string, mode: number, done: Done) => RawDatabase;
  OPEN_READONLY: number;
  OPEN_READWRITE: number;
  OPEN_CREATE: number;
}

// Resolved from @mikro-orm/sqlite, which pins it: the same build the server uses, without a second declared dependency.
const requireHere = createRequire(import.meta.url);
const sqlite3 = createRequire(requireHere.resolve('@mikro-orm/sqlite'))('sqlite3') as Sqlite3Module;

export function isBusy(error: unknown): boolean {
  const code = (error as SqliteError | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

export interface SqliteFile {
  exec(sql: string): Promise<void>;
  all<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Copies the whole database into `file` (created or overwritten) with SQLite's online backup API. */
  backupTo(file: string): Promise<void>;
  close(): Promise<void>;
}

/** Opens an existing database file (never creates one). `busyTimeout` 0 answers "busy" at once instead of waiting. */
export function openSqliteFile(file: string, options: { readonly?: boolean; busyTimeoutMs?: number } = {}): Promise<SqliteFile> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, options.readonly ? sqlite3.OPEN_READONLY : sqlite3.OPEN_READWRITE, (error) => {
      if (error) return reject(error);
      db.configure('busyTimeout', options.busyTimeoutMs ?? 5_000);
      resolve(wrap(db));
    });
  });
}

function wrap(db: RawDatabase): SqliteFile {
  return {
    exec: (sql) => new Promise((resolve, reject) => db.exec(sql, (error) => (error ? reject(error) : resolve()))),
    all: <T>(sql: string, params: unknown[] = []) =>
      new Promise<T[]>((resolve, reject) => db.all(sql, params, (error, rows) => (error ? reject(error) : resolve(rows as T[])))),
    backupTo: (file) => backupAll(db, file),
    close: () => new Promise((resolve, reject) => db.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * Copies every page in one step (-1): the step reads one snapshot of the source, so the copy is consistent even while
 * the server writes (in WAL mode writers go on meanwhile). A busy source is retried a few times before giving up.
 */
function backupAll(db: RawDatabase, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let tries = 0;
    const backup = db.backup(file, (error) => {
      if (error) return reject(error);
      step();
    });
    const finish = (error?: SqliteError) => backup.finish(() => (error ? reject(error) : resolve()));
    function step() {
      backup.step(-1, (error, completed) => {
        if (error && isBusy(error) && tries < 50) {
          tries += 1;
          setTimeout(step, 100);
        } else if (error) finish(error);
        else if (completed) finish();
        else step();
      });
    }
  });
}
