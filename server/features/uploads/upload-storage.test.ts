import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileOnce } from './upload-storage';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'olivera-storage-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('writeFileOnce', () => {
  it('creates the folder and writes the file, leaving no temp file behind', async () => {
    const file = join(dir, 'variants', 'a.webp');
    expect(await writeFileOnce(file, new Uint8Array([1, 2, 3]))).toBe(true);
    expect([...(await readFile(file))]).toEqual([1, 2, 3]);
    expect(await readdir(join(dir, 'variants'))).toEqual(['a.webp']);
  });

  it('never overwrites: an existing name already holds these bytes (names are content hashes)', async () => {
    const file = join(dir, 'a.jpg');
    await writeFileOnce(file, new Uint8Array([1]));
    expect(await writeFileOnce(file, new Uint8Array([2]))).toBe(false);
    expect([...(await readFile(file))]).toEqual([1]);
  });

  it('lets concurrent writers of the same name both succeed with one whole file', async () => {
    const file = join(dir, 'same.jpg');
    const data = new Uint8Array(256 * 1024).fill(9);
    await Promise.all([writeFileOnce(file, data), writeFileOnce(file, data), writeFileOnce(file, data)]);
    expect((await readFile(file)).equals(Buffer.from(data))).toBe(true);
    expect(await readdir(dir)).toEqual(['same.jpg']);
  });
});
