// Picks the dump for the installation's configured database (server/db/database-target.ts decides which).
import type { DatabaseTarget } from '../db/database-target';
import type { DatabaseDump } from './database-dump';
import { postgresDump } from './postgres-dump';
import { sqliteDump } from './sqlite-dump';

export function dumpForTarget(target: DatabaseTarget): DatabaseDump {
  return target.kind === 'postgresql' ? postgresDump(target.url) : sqliteDump(target.path);
}
