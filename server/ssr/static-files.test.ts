import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticFileReader } from './static-files';

const dir = mkdtempSync(join(tmpdir(), 'olivera-static-'));
mkdirSync(join(dir, 'public', 'images'), { recursive: true });
writeFileSync(join(dir, 'public', 'images', 'manifest.json'), '{"photos":[]}');
writeFileSync(join(dir, 'secret.txt'), 'outside');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('staticFileReader', () => {
  const read = staticFileReader(join(dir, 'public'));

  it('reads a file by its site path, query ignored', async () => {
    const response = await read('/images/manifest.json?v=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ photos: [] });
  });

  it('answers 404 for a missing file and for any path outside the folder', async () => {
    expect((await read('/images/missing.json')).status).toBe(404);
    expect((await read('/../secret.txt')).status).toBe(404);
    expect((await read('/images/%2e%2e/%2e%2e/secret.txt')).status).toBe(404);
    expect((await read('/')).status).toBe(404);
  });
});
