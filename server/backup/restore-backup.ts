// Restoring a backup into a stopped installation: everything is checked before anything is touched, and what the
// restore replaces is first kept as a backup of its own.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DatabaseDump } from './database-dump';
import { copyFiles, createBackup, type AppInfo } from './create-backup';
import { listFiles } from './file-tree';
import { readManifest, requireFilesIntact, UPLOADS_FOLDER, type Manifest } from './manifest';
import { requireKnownSchema } from './schema-check';

export interface RestoreOptions {
  /** The backup folder (the one holding manifest.json). */
  folder: string;
  dump: DatabaseDump;
  uploadsDir: string;
  /** Where the safety copy of the current data goes. */
  backupDir: string;
  /** The migrations this code has, in order. */
  knownMigrations: string[];
  app: AppInfo;
  /** Restore even when no safety copy of the current data can be made. */
  force?: boolean;
  now?: Date;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  /** The backup folder holding what the restore replaced, if there was anything. */
  safetyCopy: string | null;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { dump, folder } = options;
  const manifest = await readManifest(folder);
  if (manifest.database.kind !== dump.kind) {
    throw new Error(`The backup holds a ${manifest.database.kind} database, but this installation uses ${dump.kind}: it is not restored.`);
  }
  await requireFilesIntact(folder, manifest.files);
  const dumpFile = join(folder, manifest.database.file);
  // The schema is read from the dump itself, not from the manifest's copy of it.
  const { migrations } = await dump.inspect(dumpFile).catch((error: Error) => {
    throw new Error(`The database in the backup cannot be read, so it is not restored: ${error.message}`);
  });
  requireKnownSchema(migrations, options.knownMigrations);
  await dump.requireNotInUse();

  const safetyCopy = await keepSafetyCopy(options);
  const uploads = manifest.files.filter((file) => file.path.startsWith(`${UPLOADS_FOLDER}/`)).map((file) => file.path.slice(UPLOADS_FOLDER.length + 1));
  // The photos are copied beside the live folder first, so swapping them in is one rename.
  await mkdir(dirname(options.uploadsDir), { recursive: true });
  const staged = `${options.uploadsDir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    await copyFiles(join(folder, UPLOADS_FOLDER), staged, uploads);
    await mkdir(staged, { recursive: true });
    await dump.restore(dumpFile);
    await rm(options.uploadsDir, { recursive: true, force: true });
    await rename(staged, options.uploadsDir);
  } finally {
    await rm(staged, { recursive: true, force: true });
  }
  return { manifest, safetyCopy };
}

async function keepSafetyCopy(options: RestoreOptions): Promise<string | null> {
  const { dump, uploadsDir } = options;
  if (!(await dump.hasData()) && (await listFiles(uploadsDir)).length === 0) return null;
  try {
    const { folder } = await createBackup({ dump, uploadsDir, backupDir: options.backupDir, app: options.app, now: options.now, suffix: 'before-restore' });
    return folder;
  } catch (error) {
    const reason = (error as Error).message;
    if (!options.force) {
      throw new Error(
        `No safety copy of the current data could be made (${reason}), so nothing was restored. ` +
          'Move the current database and uploads aside yourself, then run the restore again with --force.',
      );
    }
    options.log?.(`No safety copy of the current data could be made (${reason}); restoring anyway (--force).`);
    return null;
  }
}
