// `npm run node24:setup`: prepares `npm test`'s Node 24 layers (scripts/node24/node24.ts). Installs Node 24 from the
// npm registry into .tmp/node24 (or takes NODE24_BIN), copies the checkout into .tmp/node24/app and runs `npm ci`
// there with Node 24 first on PATH and node-gyp pointed at its headers (offline, sqlite3 compiles only so).
// Exits non-zero, saying why, when any step fails: CI then fails instead of skipping the layers.
import { spawnSync } from 'node:child_process';
import { appDir, clearReady, findPrepared, markReady, node24Binary, node24Env, platformPackage, prefix, REQUIRED_MAJOR, syncCheckout, versionOf } from './node24';

function fail(message: string): never {
  console.error(`\n✖ node24:setup: ${message}`);
  process.exit(1);
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${command} ${args.join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) fail(`\`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
}

const started = Date.now();
clearReady();
if (!process.env.NODE24_BIN) {
  // `--no-save` into a prefix of its own: the project's package.json and lock file are not touched.
  const spec = `${platformPackage()}@${REQUIRED_MAJOR}`;
  run('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', spec], process.cwd());
}
const bin = node24Binary();
const version = versionOf(bin);
if (!version) fail(`no Node at ${bin}${process.env.NODE24_BIN ? ' (NODE24_BIN)' : ''}.`);
if (!version.startsWith(`${REQUIRED_MAJOR}.`)) fail(`${bin} is Node ${version}, not ${REQUIRED_MAJOR}.`);
console.log(`Node ${version} at ${bin}`);

syncCheckout();
run('npm', ['ci', '--no-audit', '--no-fund'], appDir, node24Env(bin));
markReady(bin, version);
const prepared = findPrepared();
if (!prepared.ok) fail(prepared.reason);
console.log(`\nNode ${version} and the project's copy in ${appDir} are ready (${Math.round((Date.now() - started) / 1000)} s).`);
