// `npm test`: every layer (typecheck, lint, unit, build, API on SQLite, API on PostgreSQL, browser) on the runtime we
// ship, Node 24 LTS, then one line totalling them all: "N passed, N failed". Exits non-zero when anything failed. A
// machine without PostgreSQL skips that layer and says why; under CI (CI=true) it is a failure.
//
// Layers that need nothing from each other run side by side in stages (typecheck with lint, unit with the build, the
// API tests on both databases): one alone leaves part of a second core idle. The first of a stage prints as it runs;
// the others' output is kept and printed whole when the stage ends. The summary gives each layer's time.
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findPostgres } from '../tests/support/postgres-server';
import { failureLines, playwrightAnnotated, playwrightFailures, vitestFailures, type Failure } from './test-failures';

interface Tally {
  passed: number;
  failed: number;
  /** Browser tests that failed and then passed on CI's one retry (counted in passed too). */
  flaky?: number;
  /** Why the layer did not run (counted as neither passed nor failed). */
  skipped?: string;
  /** The failed tests, named (from the layer's JSON report). */
  failures?: Failure[];
  /** Browser tests whose page drew no frame for a while and was brought to the front (tests/e2e/fixtures.ts). */
  stalled?: Failure[];
}

// One runtime, CI's: an older Node (the machine's own, say) would test what no bar runs.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`npm test runs on Node 24 LTS, as CI does; this is Node ${process.versions.node}. First: source scripts/node24.sh (README).`);
  process.exit(1);
}

const reports = '.tmp/test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Where a layer's output goes: the terminal (the stage's first layer), or a log printed when its stage ends. */
type Output = 'live' | { log: string };

/** Runs a command in the checkout. */
async function run(output: Output, command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  const title = `\n▶ ${command} ${args.join(' ')}`;
  if (output === 'live') console.log(title);
  else appendFileSync(output.log, `${title}\n`);
  const log = output === 'live' ? undefined : openSync(output.log, 'a');
  try {
    const child = spawn(command, args, { stdio: log === undefined ? 'inherit' : ['ignore', log, log], env: { ...process.env, ...env } });
    const status = await new Promise<number | null>((done) => {
      child.on('close', done);
      child.on('error', () => done(null));
    });
    return status === 0;
  } finally {
    if (log !== undefined) closeSync(log);
  }
}

function step(ok: boolean): Tally {
  return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function vitestTally(output: Output, project: string, reportName = project, env: Record<string, string> = {}): Promise<Tally> {
  const file = resolve(reports, `vitest-${reportName}.json`);
  const ok = await run(output, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof vitestFailures>[0] & { numPassedTests: number; numFailedTests: number };
  const failed = report.numFailedTests + (!ok && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, failures: vitestFailures(report, resolve('.')) };
}

async function playwrightTally(output: Output): Promise<Tally> {
  const file = join(reports, 'playwright.json');
  const ok = await run(output, 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof playwrightFailures>[0] & { stats: { expected: number; unexpected: number; flaky: number } };
  const { stats } = report;
  // A flaky test (failed, then passed on CI's one retry) counts as passed and is named with the failures, as flaky.
  const failed = stats.unexpected + (!ok && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, flaky: stats.flaky, failures: playwrightFailures(report), stalled: playwrightAnnotated(report, 'frames stalled') };
}

/** The API tests again, on a PostgreSQL server the setup starts (tests/api/global-setup.ts). */
async function postgresTally(output: Output): Promise<Tally> {
  const postgres = findPostgres();
  if (postgres.ok) return vitestTally(output, 'api', 'api-pg', { API_DATABASE: 'postgresql' });
  if (process.env.CI === 'true') {
    console.error(`\n✖ api-pg: CI runs the API tests on PostgreSQL, and there is none: ${postgres.reason}`);
    return { passed: 0, failed: 1 };
  }
  console.log(`\n▶ api-pg skipped: ${postgres.reason}`);
  return { passed: 0, failed: 0, skipped: postgres.reason };
}

type Layer = [name: string, run: (output: Output) => Promise<Tally>];

/** The stages in order; the layers of a stage run side by side. */
const stages: Layer[][] = [
  [
    ['typecheck', async (output) => step(await run(output, 'npx', ['tsc', '--noEmit', '-p', '.']))],
    ['lint', async (output) => step(await run(output, 'npx', ['eslint', '.', '--max-warnings', '0']))],
  ],
  [
    ['unit', (output) => vitestTally(output, 'unit')],
    // The whole production build: the client and the page renderer (Vite), and the compiled server (tsdown).
    ['build', async (output) => step(await run(output, 'npm', ['run', 'build']))],
  ],
  // Each runs its own server on its own database (a SQLite file; a PostgreSQL server of its own), on a free port.
  [
    ['api', (output) => vitestTally(output, 'api')],
    ['api-pg', postgresTally],
  ],
  [['browser', playwrightTally]],
];
const layerNames = stages.flat().map(([name]) => name);

// TEST_LAYERS=unit,api runs only the layers named (to rerun one; CI runs them all).
const only = process.env.TEST_LAYERS?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !layerNames.includes(name)) ?? [];
if (unknown.length) {
  console.error(`TEST_LAYERS names no layer: ${unknown.join(', ')} (layers: ${layerNames.join(', ')})`);
  process.exit(1);
}

/** Runs a stage's layers side by side: the first prints live, each other's log is printed once it has ended. */
async function runStage(layers: Layer[]): Promise<{ name: string; tally: Tally; seconds: number }[]> {
  return Promise.all(
    layers.map(async ([name, runLayer], index) => {
      const log = join(reports, `${name}.log`);
      const started = performance.now();
      const tally = await runLayer(index === 0 ? 'live' : { log });
      const seconds = Math.round((performance.now() - started) / 1000);
      if (index > 0 && existsSync(log)) console.log(`\n── ${name} (run beside ${layers[0]![0]}) ──${readFileSync(log, 'utf8')}`);
      return { name, tally, seconds };
    }),
  );
}

const total: Tally = { passed: 0, failed: 0 };
let flaky = 0;
const stalledTests: Failure[] = [];
const summary: string[] = [];
const failedTests: string[] = [];
const started = performance.now();
for (const stage of stages) {
  const layers = stage.filter(([name]) => !only || only.includes(name));
  if (layers.length === 0) continue;
  for (const { name, tally, seconds } of await runStage(layers)) {
    total.passed += tally.passed;
    total.failed += tally.failed;
    flaky += tally.flaky ?? 0;
    stalledTests.push(...(tally.stalled ?? []));
    failedTests.push(...failureLines(name, tally.failures ?? []));
    const counts = `${tally.passed} passed, ${tally.failed} failed${tally.flaky ? `, ${tally.flaky} flaky` : ''}`;
    const result = tally.skipped ? `skipped: ${tally.skipped}` : counts.padEnd(36) + `${seconds} s`;
    summary.push(`  ${name.padEnd(10)} ${result}`);
  }
}
if (failedTests.length) console.log(`\nFailed tests (a browser test marked flaky failed once and passed on CI's retry):\n${failedTests.join('\n')}`);
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
const pairs = stages.filter((stage) => stage.length > 1).map((stage) => stage.map(([name]) => name).join(' and '));
console.log(`\nTest layers (side by side: ${pairs.join(', ')}), ${minutes} min in all:\n${summary.join('\n')}\n`);
// A run that needed CI's retry is not a green run to resolve an issue by (docs/tests.md): the count says so above the
// plain closing line, which stays as CI reads it.
if (flaky) console.log(`${flaky} flaky: passed only on CI's retry, named above; a bug to find, not a green run`);
// Likewise a page the browser stopped drawing (no frame for 5 s, brought to the front by nextFrames): the headless
// browser's, not the app's, as far as is known (docs/tests.md); each is named so that it is seen, not lived with.
if (stalledTests.length) {
  console.log(`Browser tests whose page drew no frame for 5 s (brought to the front; docs/tests.md):\n${failureLines('browser', stalledTests).join('\n')}`);
  console.log(`${stalledTests.length} stalled: not a green run`);
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
