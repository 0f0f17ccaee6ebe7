// `npm test`: every layer (typecheck, lint, unit, build, API on SQLite, API on PostgreSQL, browser, then unit, build
// and API on SQLite again on Node 24), then one line totalling them all: "N passed, N failed". Exits non-zero when
// anything failed. A machine without PostgreSQL, or without Node 24 prepared (`npm run node24:setup`), skips those
// layers and says why; under CI (CI=true) either missing is a failure.
//
// Layers that need nothing from each other run side by side in stages (typecheck with lint, unit with the build, the
// API tests on both databases): one alone leaves part of a second core idle. The first of a stage prints as it runs;
// the others' output is kept and printed whole when the stage ends. The summary gives each layer's time.
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findPostgres } from '../tests/support/postgres-server';
import { failureLines, playwrightFailures, vitestFailures, type Failure } from './test-failures';
import { appDir, findPrepared, REQUIRED_MAJOR, syncCheckout, type Prepared } from './node24/node24';

interface Tally {
  passed: number;
  failed: number;
  /** Why the layer did not run (counted as neither passed nor failed). */
  skipped?: string;
  /** The failed tests, named (from the layer's JSON report). */
  failures?: Failure[];
}

const reports = '.tmp/test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Where a layer's output goes: the terminal (the stage's first layer), or a log printed when its stage ends. */
type Output = 'live' | { log: string };

/** Runs a command here, or in `where` (the Node 24 copy: its folder and an environment of its own). */
async function run(output: Output, command: string, args: string[], env: Record<string, string> = {}, where?: Where): Promise<boolean> {
  const title = `\n▶ ${command} ${args.join(' ')}${where ? `   (Node ${where.version}, in ${where.cwd})` : ''}`;
  if (output === 'live') console.log(title);
  else appendFileSync(output.log, `${title}\n`);
  const log = output === 'live' ? undefined : openSync(output.log, 'a');
  try {
    const child = spawn(command, args, { stdio: log === undefined ? 'inherit' : ['ignore', log, log], cwd: where?.cwd, env: { ...(where?.env ?? process.env), ...env } });
    const status = await new Promise<number | null>((done) => {
      child.on('close', done);
      child.on('error', () => done(null));
    });
    return status === 0;
  } finally {
    if (log !== undefined) closeSync(log);
  }
}

interface Where {
  cwd: string;
  env: NodeJS.ProcessEnv;
  version: string;
}

function step(ok: boolean): Tally {
  return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function vitestTally(output: Output, project: string, reportName = project, env: Record<string, string> = {}, where?: Where): Promise<Tally> {
  const file = resolve(reports, `vitest-${reportName}.json`);
  const ok = await run(output, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env, where);
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof vitestFailures>[0] & { numPassedTests: number; numFailedTests: number };
  const failed = report.numFailedTests + (!ok && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, failures: vitestFailures(report, resolve(where?.cwd ?? '.')) };
}

async function playwrightTally(output: Output): Promise<Tally> {
  const file = join(reports, 'playwright.json');
  const ok = await run(output, 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof playwrightFailures>[0] & { stats: { expected: number; unexpected: number; flaky: number } };
  const { stats } = report;
  // A flaky test (failed, then passed on CI's one retry) counts as passed and is named with the failures, as flaky.
  const failed = stats.unexpected + (!ok && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, failures: playwrightFailures(report) };
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

/**
 * A layer on Node 24, in the project's copy that `npm run node24:setup` installed with it (scripts/node24/). Checked
 * once for all three layers; without it they are skipped, and under CI each is a failure. The copy has packages of its
 * own, built for Node 24's ABI, so the Node-20 layers' node_modules are never rebuilt.
 */
let node24: Prepared | undefined;
function onNode24(layer: (output: Output, where: Where) => Promise<Tally>): (output: Output) => Promise<Tally> {
  return async (output) => {
    if (process.versions.node.startsWith(`${REQUIRED_MAJOR}.`)) {
      const reason = `npm test itself runs on Node ${process.versions.node}: the layers above were the Node ${REQUIRED_MAJOR} run`;
      console.log(`\n▶ Node ${REQUIRED_MAJOR} layer skipped: ${reason}`);
      return { passed: 0, failed: 0, skipped: reason };
    }
    if (!node24) {
      node24 = findPrepared();
      // Today's sources over the copy's installed packages: edits since the setup are what gets tested.
      try {
        if (node24.ok) syncCheckout();
      } catch (error) {
        node24 = { ok: false, reason: `could not copy the checkout into ${appDir}: ${(error as Error).message}` };
      }
    }
    if (node24.ok) return layer(output, { cwd: appDir, env: node24.env, version: node24.version });
    if (process.env.CI === 'true') {
      console.error(`\n✖ Node ${REQUIRED_MAJOR}: CI runs the unit and API tests on Node ${REQUIRED_MAJOR} too, and: ${node24.reason}`);
      return { passed: 0, failed: 1 };
    }
    console.log(`\n▶ Node ${REQUIRED_MAJOR} layer skipped: ${node24.reason}`);
    return { passed: 0, failed: 0, skipped: node24.reason };
  };
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
  // The supported runtime (Node 24 LTS) on every run: the unit tests, the build (the API layer's compiled-server
  // test needs it) and the API tests on SQLite, in the Node 24 copy.
  [
    ['unit@24', onNode24((output, where) => vitestTally(output, 'unit', 'unit-node24', {}, where))],
    ['build@24', onNode24(async (output, where) => step(await run(output, 'npm', ['run', 'build'], {}, where)))],
  ],
  [['api@24', onNode24((output, where) => vitestTally(output, 'api', 'api-node24', {}, where))]],
];
const layerNames = stages.flat().map(([name]) => name);

// TEST_LAYERS=unit@24,api@24 runs only the layers named (to rerun one; CI runs them all).
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
const summary: string[] = [];
const failedTests: string[] = [];
const started = performance.now();
for (const stage of stages) {
  const layers = stage.filter(([name]) => !only || only.includes(name));
  if (layers.length === 0) continue;
  for (const { name, tally, seconds } of await runStage(layers)) {
    total.passed += tally.passed;
    total.failed += tally.failed;
    failedTests.push(...failureLines(name, tally.failures ?? []));
    const result = tally.skipped ? `skipped: ${tally.skipped}` : `${tally.passed} passed, ${tally.failed} failed`.padEnd(26) + `${seconds} s`;
    summary.push(`  ${name.padEnd(10)} ${result}`);
  }
}
if (failedTests.length) console.log(`\nFailed tests (a browser test marked flaky failed once and passed on CI's retry):\n${failedTests.join('\n')}`);
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
const pairs = stages.filter((stage) => stage.length > 1).map((stage) => stage.map(([name]) => name).join(' and '));
console.log(`\nTest layers (side by side: ${pairs.join(', ')}), ${minutes} min in all:\n${summary.join('\n')}\n`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
