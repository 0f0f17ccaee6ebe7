// UPLOADS_STORE=folder (the default): uploads on disk under UPLOADS_DIR, and the one way a file gets there
// (atomically, never overwritten).
import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { contentTypeOf, type UploadFileKind, type UploadStore } from './upload-store';

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

/** Originals under `<uploadsDir>/originals/`, variants under `<uploadsDir>/variants/`. */
export function folderUploadStore(uploadsDir: string): UploadStore {
  const folders = uploadFolders(uploadsDir);
  const pathOf = (name: string, kind: UploadFileKind) => join(kind === 'original' ? folders.originals : folders.variants, name);
  return {
    async hasAll(files) {
      return (await Promise.all(files.map((file) => fileExists(pathOf(file.name, file.kind))))).every(Boolean);
    },
    async write(files) {
      // The variants first, the original last: a photo whose original is there was stored whole.
      const variants = files.filter((file) => file.kind === 'variant');
      await Promise.all(variants.map((file) => writeFileOnce(pathOf(file.name, file.kind), file.data)));
      for (const file of files.filter((each) => each.kind === 'original')) await writeFileOnce(pathOf(file.name, file.kind), file.data);
    },
    async readVariant(name) {
      // The callers hand over only names the upload service makes (no path arithmetic can leave the folder).
      const data = await readFile(pathOf(name, 'variant')).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return null;
        throw error;
      });
      return data ? { data, contentType: contentTypeOf(name) } : null;
    },
  };
}
