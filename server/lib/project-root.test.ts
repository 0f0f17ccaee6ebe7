import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot, projectRoot } from './project-root';

const dir = mkdtempSync(join(tmpdir(), 'olivera-root-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('findProjectRoot', () => {
  it('finds the folder with package.json from the sources (server/lib) and from the build (dist/node)', () => {
    writeFileSync(join(dir, 'package.json'), '{}');
    for (const nested of ['server/lib', 'dist/node']) {
      mkdirSync(join(dir, nested), { recursive: true });
      expect(findProjectRoot(join(dir, nested))).toBe(dir);
    }
  });

  it('is this repository when run from the sources', () => {
    expect(projectRoot).toBe(join(import.meta.dirname, '..', '..'));
  });
});
