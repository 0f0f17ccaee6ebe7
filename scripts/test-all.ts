// `npm test`: every layer in order (typecheck, lint, unit, build, API on SQLite, API on PostgreSQL, browser), then
// one line totalling them all: "N passed, N failed". Exits non-zero when anything failed. A machine without
// PostgreSQL skips that layer and says why; under CI (CI=true) a missing PostgreSQL is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findPostgres } from '../tests/support/postgres-server';

interface Tally {
  passed: number;
  failed: number;
  /** Why the layer did not run (counted as neither passed nor failed). */
  skipped?: string;
}

const reports = '.tmp/test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function step(ok: boolean): Tally {
  return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

function vitestTally(project: string, reportName = project, env: Record<string, string> = {}): Tally {
  const file = join(reports, `vitest-${reportName}.json`);
  const ok = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
  const failed = report.numFailedTests + (!ok && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed };
}

function playwrightTally(): Tally {
  const file = join(reports, 'playwright.json');
  const ok = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  const failed = stats.unexpected + stats.flaky + (!ok && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected, failed };
}

/** The API tests again, on a PostgreSQL server the setup starts (tests/api/global-setup.ts). */
function postgresTally(): Tally {
  const postgres = findPostgres();
  if (postgres.ok) return vitestTally('api', 'api-pg', { API_DATABASE: 'postgresql' });
  if (process.env.CI === 'true') {
    console.error(`\n✖ api-pg: CI runs the API tests on PostgreSQL, and there is none: ${postgres.reason}`);
    return { passed: 0, failed: 1 };
  }
  console.log(`\n▶ api-pg skipped: ${postgres.reason}`);
  return { passed: 0, failed: 0, skipped: postgres.reason };
}

const layers: [string, () => Tally][] = [
  ['typecheck', () => step(run('npx', ['tsc', '--noEmit', '-p', '.']))],
  ['lint', () => step(run('npx', ['eslint', '.', '--max-warnings', '0']))],
  ['unit', () => vitestTally('unit')],
  // The whole production build: the client and the page renderer (Vite), and the compiled server (tsdown).
  ['build', () => step(run('npm', ['run', 'build']))],
  ['api', () => vitestTally('api')],
  ['api-pg', postgresTally],
  ['browser', () => playwrightTally()],
];

const total: Tally = { passed: 0, failed: 0 };
const summary: string[] = [];
for (const [name, runLayer] of layers) {
  const tally = runLayer();
  total.passed += tally.passed;
  total.failed += tally.failed;
  summary.push(`  ${name.padEnd(10)} ${tally.skipped ? `skipped: ${tally.skipped}` : `${tally.passed} passed, ${tally.failed} failed`}`);
}
console.log(`\nTest layers:\n${summary.join('\n')}\n`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
