// What a backup needs from a database engine. SQLite and PostgreSQL each implement it; the backup and restore
// steps around it (uploads, manifest, checksums, schema checks, safety copy) are the same for both.
export type DatabaseKind = 'sqlite' | 'postgresql';

/** MikroORM's default migrations table: the names in it say which schema a database (or a dump of it) has. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface DatabaseDump {
  readonly kind: DatabaseKind;
  /** The dump's file name inside a backup folder. */
  readonly fileName: string;
  /** The database in messages (a file path, or a PostgreSQL address without its password). */
  readonly label: string;
  /** Writes a consistent copy of the live database to `file`, while the server may be writing to it. */
  dump(file: string): Promise<void>;
  /** Reads a dump back: throws when it is damaged; returns the migrations applied in it, in order. */
  inspect(file: string): Promise<{ migrations: string[] }>;
  /** Throws when another process has the database open: a restore needs the server stopped. */
  requireNotInUse(): Promise<void>;
  /** Whether the database holds anything a restore would replace. */
  hasData(): Promise<boolean>;
  /** Replaces the database's content with a dump (`inspect` has accepted it). */
  restore(file: string): Promise<void>;
}
