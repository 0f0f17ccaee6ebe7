// A backup: the database dump, the uploaded photos and a manifest, in a dated folder that appears only once whole.
import { access, copyFile, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DatabaseDump } from './database-dump';
import { backupFolderName } from './backup-name';
import { listFiles } from './file-tree';
import { BACKUP_FORMAT, describeFile, UPLOADS_FOLDER, writeManifest, type FileEntry, type Manifest } from './manifest';

export interface AppInfo {
  name: string;
  version: string;
}

export interface BackupOptions {
  dump: DatabaseDump;
  uploadsDir: string;
  /** The folder the dated backup folder is created in. */
  backupDir: string;
  app: AppInfo;
  now?: Date;
  /** Appended to the folder's name (e.g. "before-restore"). */
  suffix?: string;
}

export interface BackupResult {
  folder: string;
  manifest: Manifest;
}

/** Copies `paths` (relative, `/`-separated) from one folder to another, creating sub-folders as needed. */
export async function copyFiles(fromDir: string, toDir: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    const target = join(toDir, ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(fromDir, ...path.split('/')), target);
  }
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const takenAt = options.now ?? new Date();
  const name = backupFolderName(takenAt, options.suffix);
  await mkdir(options.backupDir, { recursive: true });
  // Written under a dot-name first, renamed when complete: a folder with a backup's name is always a whole backup.
  const staging = await mkdtemp(join(options.backupDir, `.${name}.partial-`));
  try {
    const { dump } = options;
    await dump.dump(join(staging, dump.fileName));
    // After the dump: photos are stored before any row can name them and never change, so every photo the dumped
    // database refers to is already there.
    const uploads = await listFiles(options.uploadsDir);
    await copyFiles(options.uploadsDir, join(staging, UPLOADS_FOLDER), uploads);

    const { migrations } = await dump.inspect(join(staging, dump.fileName));
    const files: FileEntry[] = [];
    for (const path of [dump.fileName, ...uploads.map((upload) => `${UPLOADS_FOLDER}/${upload}`)]) files.push(await describeFile(staging, path));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: takenAt.toISOString(),
      app: options.app,
      database: { kind: dump.kind, file: dump.fileName, latestMigration: migrations.at(-1) ?? null, migrations },
      files,
    };
    await writeManifest(staging, manifest);
    return { folder: await moveIntoPlace(staging, options.backupDir, name), manifest };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Renames the finished folder to its name, or name-2, name-3… when a backup of the same second exists. */
async function moveIntoPlace(staging: string, backupDir: string, name: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const folder = join(backupDir, attempt === 1 ? name : `${name}-${attempt}`);
    const taken = await access(folder).then(
      () => true,
      () => false,
    );
    if (!taken) {
      await rename(staging, folder);
      return folder;
    }
  }
}
