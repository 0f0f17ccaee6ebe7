// The failed tests of a layer, named, from the JSON reports vitest and Playwright write: `npm test` prints them just
// above its totals, so the end of a long log (all a CI page may keep) says which test failed, not only how many.

/** One failed (or, in the browser layer, flaky) test: where, what, and the first line of why. */
export interface Failure {
  file: string;
  name: string;
  reason: string;
}

interface VitestReport {
  testResults: { name: string; message?: string; status: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}

interface Annotation {
  type: string;
  description?: string;
}

interface PlaywrightTest {
  projectName: string;
  status: string;
  annotations?: Annotation[];
  results: { status: string; error?: { message?: string }; annotations?: Annotation[] }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; line: number; tests: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}

/**
 * The first lines of an error that say something (three: an assertion's "Expected"/"Received" follow its first), on
 * one line, without the terminal's colour codes.
 */
export function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the colour codes are what this removes
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '));
  return lines.slice(0, 3).join(' · ') || '(no message)';
}

export function vitestFailures(report: VitestReport, root: string): Failure[] {
  const failures: Failure[] = [];
  for (const file of report.testResults) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push({ file: path, name: test.fullName, reason: firstLine(test.failureMessages?.[0]) });
    // A file that failed outside any test (an import, a hook) has no failed test to name.
    if (file.status === 'failed' && failed.length === 0) failures.push({ file: path, name: '(the file itself)', reason: firstLine(file.message) });
  }
  return failures;
}

/** The report's top suites are its files; the suites inside them are `describe` blocks, named in the test's title. */
export function playwrightFailures(report: { suites: PlaywrightSuite[] }): Failure[] {
  return report.suites.flatMap((file) => suiteFailures(file, []));
}

function suiteFailures(suite: PlaywrightSuite, titles: string[]): Failure[] {
  const here = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => {
        const failedRun = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped');
        const flaky = test.status === 'flaky' ? ' (flaky: passed on a retry)' : '';
        return {
          file: `${spec.file}:${spec.line}`,
          name: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}${flaky}`,
          reason: firstLine(failedRun?.error?.message ?? failedRun?.status),
        };
      }),
  );
  return [...here, ...(suite.suites ?? []).flatMap((inner) => suiteFailures(inner, [...titles, inner.title]))];
}

/**
 * The browser tests annotated `type` while they ran (fixtures.ts's "frames stalled": a page that drew no frame for
 * 5 s), named with the annotation's description, whether they passed or not.
 */
export function playwrightAnnotated(report: { suites: PlaywrightSuite[] }, type: string): Failure[] {
  const walk = (suite: PlaywrightSuite, titles: string[]): Failure[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) => {
        const notes = [...(test.annotations ?? []), ...test.results.flatMap((result) => result.annotations ?? [])].filter((note) => note.type === type);
        const descriptions = [...new Set(notes.map((note) => note.description ?? type))];
        return descriptions.map((reason) => ({ file: `${spec.file}:${spec.line}`, name: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`, reason }));
      }),
    ),
    ...(suite.suites ?? []).flatMap((inner) => walk(inner, [...titles, inner.title])),
  ];
  return report.suites.flatMap((file) => walk(file, []));
}

/** The lines `npm test` prints: at most `limit` failures, each on two lines, then how many more. */
export function failureLines(layer: string, failures: Failure[], limit = 10): string[] {
  const shown = failures.slice(0, limit).flatMap(({ file, name, reason }) => [`  ✖ ${layer}  ${file}  ${name}`, `      ${reason.slice(0, 300)}`]);
  return failures.length > limit ? [...shown, `  … and ${failures.length - limit} more in ${layer}`] : shown;
}
