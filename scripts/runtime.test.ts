// One runtime, the one we ship: Node 24 LTS, promised by `engines`, typed by @types/node, and run by CI for every layer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> };

describe('the runtime', () => {
  it('is Node 24 LTS in engines and in the types (newer types would let code use what 24 lacks)', () => {
    expect(pkg.engines.node).toBe('>=24');
    expect(pkg.devDependencies['@types/node']).toMatch(/^\^24\./);
  });

  it('is what runs the tests', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('is put first on PATH by CI before npm ci and npm test', () => {
    const ci = readFileSync(join(root, '.ci/run'), 'utf8');
    const lines = ci.split('\n');
    const at = (command: string) => lines.findIndex((line) => line.trim() === command);
    expect(at('source scripts/node24.sh')).toBeGreaterThan(-1);
    expect(at('source scripts/node24.sh')).toBeLessThan(at('npm ci --no-audit --no-fund'));
    expect(at('npm ci --no-audit --no-fund')).toBeLessThan(at('npm test'));
  });
});
