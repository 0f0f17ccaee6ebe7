// Both upload stores keep the same promises (write once, read variants back, never serve an original); the database
// one also keeps what it served in memory within its bound.
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../testing/test-db';
import { databaseUploadStore, servedCache } from './database-upload-store';
import { StoredFile } from './stored-file.entity';
import { folderUploadStore } from './upload-storage';
import type { UploadStore } from './upload-store';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'olivera-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
/** Names no other test of the file uses (the database is shared by the file). */
function names() {
  n += 1;
  const key = n.toString(16).padStart(16, '0');
  return { original: `${key.repeat(4)}.jpg`, jpg: `${key}-400.jpg`, webp: `${key}-400.webp` };
}
const bytes = (...values: number[]) => new Uint8Array(values);

const stores: [string, () => UploadStore][] = [
  ['folder', () => folderUploadStore(dir)],
  ['database', () => databaseUploadStore(db.orm.em.fork(), servedCache())],
];

describe.each(stores)('the %s store', (_name, open) => {
  it('writes a photo’s files, says they are all there, and reads a variant back with its type', async () => {
    const store = open();
    const name = names();
    const files = [
      { name: name.jpg, kind: 'variant' as const },
      { name: name.webp, kind: 'variant' as const },
      { name: name.original, kind: 'original' as const },
    ];
    expect(await store.hasAll(files)).toBe(false);
    await store.write([
      { ...files[0]!, data: bytes(1, 2, 3) },
      { ...files[1]!, data: bytes(4, 5) },
      { ...files[2]!, data: bytes(9, 9, 9, 9) },
    ]);
    expect(await store.hasAll(files)).toBe(true);
    expect(await store.readVariant(name.jpg)).toEqual({ data: Buffer.from([1, 2, 3]), contentType: 'image/jpeg' });
    expect(await store.readVariant(name.webp)).toEqual({ data: Buffer.from([4, 5]), contentType: 'image/webp' });
  });

  it('never serves an original, and answers null for a name it does not hold', async () => {
    const store = open();
    const name = names();
    await store.write([{ name: name.original, kind: 'original', data: bytes(7) }]);
    expect(await store.readVariant(name.original)).toBeNull();
    expect(await store.readVariant(name.jpg)).toBeNull();
    expect(await store.hasAll([{ name: name.original, kind: 'original' }, { name: name.jpg, kind: 'variant' }])).toBe(false);
  });

  it('never overwrites a stored name (names are content hashes), and two writers of one photo both succeed', async () => {
    const store = open();
    const name = names();
    await store.write([{ name: name.jpg, kind: 'variant', data: bytes(1) }]);
    await store.write([{ name: name.jpg, kind: 'variant', data: bytes(2) }]);
    const same = [{ name: name.webp, kind: 'variant' as const, data: bytes(3, 3) }];
    await Promise.all([open().write(same), open().write(same), open().write(same)]);
    expect((await open().readVariant(name.jpg))?.data).toEqual(Buffer.from([1]));
    expect((await open().readVariant(name.webp))?.data).toEqual(Buffer.from([3, 3]));
  });
});

describe('the folder store', () => {
  it('keeps originals and variants in their own folders (only variants are served)', async () => {
    const name = names();
    await folderUploadStore(dir).write([
      { name: name.original, kind: 'original', data: bytes(1) },
      { name: name.jpg, kind: 'variant', data: bytes(2) },
    ]);
    expect(await readdir(join(dir, 'originals'))).toEqual([name.original]);
    expect(await readdir(join(dir, 'variants'))).toEqual([name.jpg]);
  });
});

describe('the database store', () => {
  it('keeps each file as one row: kind, content type, bytes and size', async () => {
    const name = names();
    await databaseUploadStore(db.orm.em.fork()).write([
      { name: name.original, kind: 'original', data: bytes(1, 2) },
      { name: name.webp, kind: 'variant', data: bytes(3) },
    ]);
    const rows = await db.orm.em.fork().find(StoredFile, { name: { $in: [name.original, name.webp] } }, { orderBy: { kind: 'asc' } });
    expect(rows.map(({ name: fileName, kind, contentType, size, data }) => ({ fileName, kind, contentType, size, data: [...data] }))).toEqual([
      { fileName: name.original, kind: 'original', contentType: 'image/jpeg', size: 2, data: [1, 2] },
      { fileName: name.webp, kind: 'variant', contentType: 'image/webp', size: 1, data: [3] },
    ]);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('serves a variant it has served from memory, without asking the database again', async () => {
    const name = names();
    const cache = servedCache();
    const store = databaseUploadStore(db.orm.em.fork(), cache);
    await store.write([{ name: name.jpg, kind: 'variant', data: bytes(5, 6) }]);
    expect((await store.readVariant(name.jpg))?.data).toEqual(Buffer.from([5, 6]));
    await db.orm.em.fork().nativeDelete(StoredFile, { name: name.jpg });
    expect((await store.readVariant(name.jpg))?.data).toEqual(Buffer.from([5, 6]));
    // Another process (another cache) asks the database, which no longer has it.
    expect(await databaseUploadStore(db.orm.em.fork(), servedCache()).readVariant(name.jpg)).toBeNull();
  });

  it('keeps no more bytes in memory than its bound, dropping the least recently served first', async () => {
    const cache = servedCache(1000);
    const store = databaseUploadStore(db.orm.em.fork(), cache);
    const served = Array.from({ length: 5 }, () => names().jpg);
    await store.write(served.map((name) => ({ name, kind: 'variant' as const, data: new Uint8Array(300).fill(1) })));
    for (const name of served) await store.readVariant(name);
    expect(cache.calculatedSize).toBeLessThanOrEqual(1000);
    expect([...cache.keys()].sort()).toEqual(served.slice(2).sort());
  });
});
