import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFolderName } from './backup-name';
import { listFiles } from './file-tree';
import { describeFile, readManifest, requireFilesIntact, type Manifest } from './manifest';
import { requireKnownSchema } from './schema-check';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'olivera-manifest-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SHA = 'a'.repeat(64);

function manifest(overrides: Partial<Manifest> = {}): Manifest {
  return {
    format: 1,
    createdAt: '2026-11-23T16:30:05.123Z',
    app: { name: 'casa-olivera', version: '0.1.0' },
    database: { kind: 'sqlite', file: 'database.sqlite', latestMigration: 'M2', migrations: ['M1', 'M2'] },
    files: [{ path: 'database.sqlite', bytes: 3, sha256: SHA }],
    ...overrides,
  };
}

async function writeJson(value: unknown) {
  await writeFile(join(dir, 'manifest.json'), typeof value === 'string' ? value : JSON.stringify(value));
}

describe('readManifest', () => {
  it('reads a valid manifest', async () => {
    await writeJson(manifest());
    expect(await readManifest(dir)).toEqual(manifest());
  });

  it('says when the folder is no backup, or the manifest is not JSON', async () => {
    await expect(readManifest(dir)).rejects.toThrow(/is not a backup folder: it has no readable manifest\.json/);
    await writeJson('{"format": 1,');
    await expect(readManifest(dir)).rejects.toThrow(/not valid JSON/);
  });

  it('names a backup of a newer format and the version that wrote it', async () => {
    await writeJson({ ...manifest(), format: 2, app: { name: 'casa-olivera', version: '3.0.0' } });
    await expect(readManifest(dir)).rejects.toThrow('The backup has format 2; this version reads format 1. Restore it with the version that wrote it (version 3.0.0).');
  });

  it.each([
    ['an absolute path', '/etc/passwd'],
    ['a parent folder', 'uploads/../../data/x.jpg'],
    ['a Windows drive', 'C:\\x.jpg'],
    ['an empty part', 'uploads//x.jpg'],
  ])('refuses %s among the files: a restore never reads or writes outside its folders', async (_name, path) => {
    await writeJson(manifest({ files: [...manifest().files, { path, bytes: 1, sha256: SHA }] }));
    await expect(readManifest(dir)).rejects.toThrow(/files\.1\.path must be a relative path inside the backup folder/);
  });

  it('refuses a manifest that does not list its database file', async () => {
    await writeJson(manifest({ files: [] }));
    await expect(readManifest(dir)).rejects.toThrow(/does not list the database file database\.sqlite/);
  });
});

describe('requireFilesIntact', () => {
  it('accepts files as described, and names each one that is missing, resized or changed', async () => {
    await mkdir(join(dir, 'uploads'));
    await writeFile(join(dir, 'database.sqlite'), 'abc');
    await writeFile(join(dir, 'uploads', 'a.jpg'), 'photo');
    const files = [await describeFile(dir, 'database.sqlite'), await describeFile(dir, 'uploads/a.jpg')];
    await expect(requireFilesIntact(dir, files)).resolves.toBeUndefined();

    await writeFile(join(dir, 'database.sqlite'), 'abd');
    await writeFile(join(dir, 'uploads', 'a.jpg'), 'photo!');
    await expect(requireFilesIntact(dir, [...files, { path: 'uploads/b.jpg', bytes: 1, sha256: SHA }])).rejects.toThrow(
      `The backup in ${dir} is damaged, so it is not restored: database.sqlite does not match its checksum; uploads/a.jpg has 6 bytes, the manifest says 5; uploads/b.jpg is missing.`,
    );
  });
});

describe('listFiles', () => {
  it('lists files under a folder with / separators, leaving out dot-named temp files; none for a missing folder', async () => {
    await mkdir(join(dir, 'variants', 'deep'), { recursive: true });
    await writeFile(join(dir, 'variants', 'b.webp'), '');
    await writeFile(join(dir, 'variants', 'deep', 'a.jpg'), '');
    await writeFile(join(dir, 'variants', '.b.webp.1a2b.tmp'), '');
    await writeFile(join(dir, 'top.jpg'), '');
    expect(await listFiles(dir)).toEqual(['top.jpg', 'variants/b.webp', 'variants/deep/a.jpg']);
    expect(await listFiles(join(dir, 'nowhere'))).toEqual([]);
  });
});

describe('backupFolderName', () => {
  it('is the UTC moment, to the second, safe in file names', () => {
    expect(backupFolderName(new Date('2026-11-23T16:30:05.987Z'))).toBe('2026-11-23T16-30-05Z');
    expect(backupFolderName(new Date('2026-11-23T16:30:05Z'), 'before-restore')).toBe('2026-11-23T16-30-05Z-before-restore');
  });
});

describe('requireKnownSchema', () => {
  const known = ['M1', 'M2', 'M3'];

  it('accepts the same schema and an older one (the missing migrations run on the next start)', () => {
    expect(() => requireKnownSchema(known, known)).not.toThrow();
    expect(() => requireKnownSchema(['M1'], known)).not.toThrow();
    expect(() => requireKnownSchema([], known)).not.toThrow();
  });

  it('refuses a newer schema, naming the migrations this code lacks', () => {
    expect(() => requireKnownSchema(['M1', 'M2', 'M3', 'M4', 'M5'], known)).toThrow(/newer version.*\(M4, M5\)\. Upgrade the code first/);
  });
});
