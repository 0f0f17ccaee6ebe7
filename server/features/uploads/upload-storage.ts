// Where uploads live on disk, and the one way a file gets there (atomically, never overwritten).
import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface UploadFolders {
  /** The files as uploaded, byte for byte: kept, never served. */
  originals: string;
  /** The resized, metadata-free variants: the only folder /uploads serves. */
  variants: string;
}

export function uploadFolders(uploadsDir: string): UploadFolders {
  return { originals: join(uploadsDir, 'originals'), variants: join(uploadsDir, 'variants') };
}

export async function fileExists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Writes `data` to `file` unless it exists (names are content hashes: an existing file already holds these bytes).
 * The bytes go to a dot-named temp file beside it first, then a rename puts them in place in one step, so a
 * half-written file is never visible under its real name (and the static server denies dotfiles).
 * Returns whether it wrote.
 */
export async function writeFileOnce(file: string, data: Uint8Array): Promise<boolean> {
  if (await fileExists(file)) return false;
  await mkdir(dirname(file), { recursive: true });
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return true;
}
