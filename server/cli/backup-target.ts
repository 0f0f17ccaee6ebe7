// What npm run db:backup and db:restore work on: the configured database, uploads and backup folder.
import { resolve } from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import type { Env } from '../env';
import { databaseDumpFor } from '../backup/database-target';
import type { AppInfo } from '../backup/create-backup';
import type { DatabaseDump } from '../backup/database-dump';

export interface BackupTarget {
  dump: DatabaseDump;
  uploadsDir: string;
  backupDir: string;
  app: AppInfo;
}

/** Relative paths are taken from the working folder, as the other CLIs do (npm runs scripts in the project's). */
export function backupTarget(env: Env, backupDir: string = env.BACKUP_DIR): BackupTarget {
  return {
    // With the PostgreSQL setting, its URL is passed here as `databaseUrl`.
    dump: databaseDumpFor({ databasePath: resolve(env.DATABASE_PATH) }),
    uploadsDir: resolve(env.UPLOADS_DIR),
    backupDir: resolve(backupDir),
    app: { name: packageJson.name, version: packageJson.version },
  };
}
