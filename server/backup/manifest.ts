// manifest.json of a backup folder: what it holds, from which schema and app version, and each file's size and
// SHA-256, so a restore can tell a whole backup from a damaged one before it touches anything.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { sha256File } from './file-tree';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 1;
/** The uploaded photos' folder inside a backup. */
export const UPLOADS_FOLDER = 'uploads';

// A tampered manifest must not make a restore read or write outside the backup and uploads folders.
const insidePath = z
  .string()
  .min(1)
  .refine((path) => !path.startsWith('/') && !/^[A-Za-z]:/.test(path) && path.split(/[\\/]/).every((part) => part !== '' && part !== '.' && part !== '..'), {
    error: 'must be a relative path inside the backup folder',
  });

const fileEntry = z.object({
  path: insidePath,
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: 'must be a SHA-256 in hex' }),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    kind: z.enum(['sqlite', 'postgresql']),
    file: insidePath,
    /** The last migration applied in the dump: the schema it has. */
    latestMigration: z.string().nullable(),
    migrations: z.array(z.string()),
  }),
  /** Every file of the backup but this manifest: the database dump, then the uploads under `uploads/`. */
  files: z.array(fileEntry),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type FileEntry = z.infer<typeof fileEntry>;

export async function describeFile(folder: string, path: string): Promise<FileEntry> {
  const file = join(folder, path);
  const [info, sha256] = await Promise.all([stat(file), sha256File(file)]);
  return { path, bytes: info.size, sha256 };
}

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
}

/** Reads and validates a backup folder's manifest; the error says what is wrong with it. */
export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${folder} is not a backup folder: it has no readable ${MANIFEST_FILE}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${MANIFEST_FILE} in ${folder} is not valid JSON: the backup is damaged.`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > BACKUP_FORMAT) {
    throw new Error(`The backup has format ${format}; this version reads format ${BACKUP_FORMAT}. Restore it with the version that wrote it (${describeApp(json)}).`);
  }
  const result = manifestSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${MANIFEST_FILE} in ${folder} is damaged: ${issue?.path.join('.') || 'manifest'} ${issue?.message ?? 'is invalid'}.`);
  }
  if (!result.data.files.some((file) => file.path === result.data.database.file)) {
    throw new Error(`${MANIFEST_FILE} in ${folder} is damaged: it does not list the database file ${result.data.database.file}.`);
  }
  return result.data;
}

function describeApp(json: unknown): string {
  const app = (json as { app?: { version?: unknown } } | null)?.app;
  return typeof app?.version === 'string' ? `version ${app.version}` : 'a newer version';
}

/** Checks every listed file against its size and checksum; throws naming the files that differ. */
export async function requireFilesIntact(folder: string, files: FileEntry[]): Promise<void> {
  const problems: string[] = [];
  for (const expected of files) {
    const actual = await describeFile(folder, expected.path).catch(() => null);
    if (!actual) problems.push(`${expected.path} is missing`);
    else if (actual.bytes !== expected.bytes) problems.push(`${expected.path} has ${actual.bytes} bytes, the manifest says ${expected.bytes}`);
    else if (actual.sha256 !== expected.sha256) problems.push(`${expected.path} does not match its checksum`);
  }
  if (problems.length) {
    const shown = problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : '');
    throw new Error(`The backup in ${folder} is damaged, so it is not restored: ${shown}.`);
  }
}
