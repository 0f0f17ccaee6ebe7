// Where an upload's files live: one small interface, a folder (UPLOADS_DIR) or the database (StoredFile rows), chosen
// by UPLOADS_STORE once at start-up (configured-upload-store.ts). The upload service writes through it and /uploads
// serves through it, so neither knows which one is in use.

/** An original is kept and never served; a variant is served under /uploads. */
export type UploadFileKind = 'original' | 'variant';

export interface UploadFile {
  /** Content-hashed: `<sha256>.<ext>` (original) or `<key>-<width>.<jpg|webp>` (variant). */
  name: string;
  kind: UploadFileKind;
  data: Uint8Array;
}

export interface ServedFile {
  data: Buffer;
  contentType: string;
}

export interface UploadStore {
  /** Whether every one of these files is stored already. */
  hasAll(files: ReadonlyArray<Pick<UploadFile, 'name' | 'kind'>>): Promise<boolean>;
  /** Stores each file unless its name is there (names are content hashes: a stored name already holds these bytes). */
  write(files: ReadonlyArray<UploadFile>): Promise<void>;
  /** A variant's bytes and type, or null when there is none by that name (originals are never read back). */
  readVariant(name: string): Promise<ServedFile | null>;
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The type a content-hashed name's extension stands for. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

