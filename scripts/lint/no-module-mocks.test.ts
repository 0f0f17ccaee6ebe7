// The unit and API layers run without a fresh module graph per file (vitest.config.ts `isolate: false`): a module
// mocked in one file would be the mock in the next file the worker runs, or not be mocked at all. So no test mocks a
// module; a failure is injected through what the code is given (a clock, a context, the ORM's events) instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['server', 'shared', 'src', 'scripts', 'tests/support', 'tests/api'];
const MOCKS_A_MODULE = /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock)\s*\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('unit tests', () => {
  it('mock no module', () => {
    const files = ROOTS.flatMap(testFiles).filter((file) => file !== join('scripts', 'lint', 'no-module-mocks.test.ts'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => MOCKS_A_MODULE.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('see a module mock where there is one', () => {
    expect(MOCKS_A_MODULE.test("vi.mock('../../mail/queue-email', async () => ({}));")).toBe(true);
    expect(MOCKS_A_MODULE.test('vi.fn(); vi.useFakeTimers();')).toBe(false);
  });
});
