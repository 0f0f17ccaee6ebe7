// Picks the dump for the installation's configured database.
import type { DatabaseDump } from './database-dump';
import { postgresDump } from './postgres-dump';
import { sqliteDump } from './sqlite-dump';

/** PostgreSQL when a URL is configured, else the SQLite file. */
export function databaseDumpFor(target: { databasePath: string; databaseUrl?: string }): DatabaseDump {
  return target.databaseUrl ? postgresDump(target.databaseUrl) : sqliteDump(target.databasePath);
}
