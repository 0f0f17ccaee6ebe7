// What npm run db:backup and db:restore work on: the configured database, uploads and backup folder.
import { resolve } from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import type { Env } from '../env';
import { dumpForTarget } from '../backup/dump-for-target';
import { databaseTarget } from '../db/database-target';
import type { AppInfo } from '../backup/create-backup';
import type { DatabaseDump } from '../backup/database-dump';
import { projectRoot } from '../lib/project-root';

export interface BackupTarget {
  dump: DatabaseDump;
  uploadsDir: string;
  backupDir: string;
  app: AppInfo;
}

/**
 * Relative settings are taken from the project folder, as the server takes them (so `node dist/node/backup.js`
 * works from anywhere); a folder given with --out (`outDir`) from the working folder, as a command line reads.
 */
export function backupTarget(env: Env, outDir?: string): BackupTarget {
  return {
    dump: dumpForTarget(databaseTarget(env, projectRoot)),
    uploadsDir: resolve(projectRoot, env.UPLOADS_DIR),
    backupDir: outDir === undefined ? resolve(projectRoot, env.BACKUP_DIR) : resolve(outDir),
    app: { name: packageJson.name, version: packageJson.version },
  };
}
