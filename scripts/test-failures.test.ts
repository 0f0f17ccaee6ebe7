import { describe, expect, it } from 'vitest';
import { failureLines, firstLine, playwrightAnnotated, playwrightFailures, vitestFailures } from './test-failures';

describe('the failed tests npm test names above its totals', () => {
  it('takes each failed vitest test with its file and the first line of its error, and a file that failed outside any test', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/api/menu.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'menu reads', status: 'passed' },
            { fullName: 'menu filters by tag', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at menu.test.ts:12'] },
          ],
        },
        { name: '/repo/tests/api/broken.test.ts', status: 'failed', message: 'Cannot find module ./gone', assertionResults: [] },
        { name: '/repo/tests/api/fine.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      { file: 'tests/api/menu.test.ts', name: 'menu filters by tag', reason: 'AssertionError: expected 2 to be 3' },
      { file: 'tests/api/broken.test.ts', name: '(the file itself)', reason: 'Cannot find module ./gone' },
    ]);
  });

  it('takes each unexpected or flaky browser test with its project, its describe blocks and its line', () => {
    const run = (status: string, message?: string) => ({ status, ...(message ? { error: { message } } : {}) });
    const report = {
      suites: [
        {
          title: 'menu.spec.ts',
          file: 'menu.spec.ts',
          specs: [{ title: 'opens', file: 'menu.spec.ts', line: 4, tests: [{ projectName: 'phone', status: 'expected', results: [run('passed')] }] }],
          suites: [
            {
              title: 'filter',
              file: 'menu.spec.ts',
              specs: [
                {
                  title: 'keeps the query',
                  file: 'menu.spec.ts',
                  line: 20,
                  tests: [
                    { projectName: 'desktop', status: 'unexpected', results: [run('timedOut', '\n  Test timeout of 30000ms exceeded.')] },
                    { projectName: 'phone', status: 'flaky', results: [run('failed', 'Error: expect(locator).toBeVisible() failed'), run('passed')] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      { file: 'menu.spec.ts:20', name: '[desktop] filter › keeps the query', reason: 'Test timeout of 30000ms exceeded.' },
      { file: 'menu.spec.ts:20', name: '[phone] filter › keeps the query (flaky: passed on a retry)', reason: 'Error: expect(locator).toBeVisible() failed' },
    ]);
  });

  it('names the browser tests annotated while they ran (a page that stopped drawing), once per description, passed or not', () => {
    const stalled = { type: 'frames stalled', description: 'no frame in 5 s ({"visibility":"visible"}): brought to the front' };
    const report = {
      suites: [
        {
          title: 'hours.spec.ts',
          file: 'hours.spec.ts',
          specs: [
            {
              title: 'saves a date',
              file: 'hours.spec.ts',
              line: 9,
              tests: [
                { projectName: 'phone', status: 'expected', annotations: [stalled], results: [{ status: 'passed', annotations: [stalled] }] },
                { projectName: 'desktop', status: 'expected', annotations: [{ type: 'skip' }], results: [{ status: 'passed' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightAnnotated(report, 'frames stalled')).toEqual([{ file: 'hours.spec.ts:9', name: '[phone] saves a date', reason: stalled.description }]);
    expect(playwrightAnnotated(report, 'slow')).toEqual([]);
  });

  it('prints at most ten, then how many more', () => {
    const failures = Array.from({ length: 12 }, (_, index) => ({ file: `f${index}.ts`, name: `t${index}`, reason: 'boom' }));
    const lines = failureLines('unit', failures);
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe('  ✖ unit  f0.ts  t0');
    expect(lines.at(-1)).toBe('  … and 2 more in unit');
    expect(firstLine(undefined)).toBe('(no message)');
    expect(firstLine('Error: expect(received).toBe(expected)\n\nExpected: 4\nReceived: 2\n\nCall Log:')).toBe('Error: expect(received).toBe(expected) · Expected: 4 · Received: 2');
  });
});
