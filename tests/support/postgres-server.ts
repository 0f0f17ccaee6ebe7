// A throw-away PostgreSQL server for the tests: initdb in a temp folder, `postgres` on a free loopback port, one
// database, and stop() removes it all. Uses the machine's own binaries (Debian's postgresql package), found by
// PG_BIN, /usr/lib/postgresql/15/bin, the newest /usr/lib/postgresql/<n>/bin, or `pg_config --bindir`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../api/server-process';

export type PostgresBinaries = { ok: true; bin: string; runAs: RunAs | null } | { ok: false; reason: string };

/** initdb and postgres refuse to run as root: as root they run as this system user. */
interface RunAs {
  user: string;
  uid: number;
  gid: number;
}

export interface PostgresServer {
  /** postgresql://postgres@127.0.0.1:<port>/<database> */
  url: string;
  /** Everything the server wrote so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

const NEEDED = ['initdb', 'postgres', 'pg_isready', 'createdb'];
const SUPERUSER = 'postgres';

function hasBinaries(dir: string): boolean {
  return NEEDED.every((name) => existsSync(join(dir, name)));
}

function candidateDirs(): string[] {
  const dirs = ['/usr/lib/postgresql/15/bin'];
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0 && pgConfig.stdout.trim()) dirs.push(pgConfig.stdout.trim());
  return dirs;
}

function systemUser(name: string): RunAs | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { user: name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Where the binaries are, and whom to run them as; or why the tests cannot have a PostgreSQL server here.
 * `candidates` replaces the usual places (for tests of this function).
 */
export function findPostgres(env: NodeJS.ProcessEnv = process.env, candidates?: string[]): PostgresBinaries {
  let bin: string | undefined;
  if (env.PG_BIN) {
    if (!hasBinaries(env.PG_BIN)) return { ok: false, reason: `PG_BIN=${env.PG_BIN} lacks one of ${NEEDED.join(', ')}` };
    bin = env.PG_BIN;
  } else {
    bin = (candidates ?? candidateDirs()).find(hasBinaries);
    if (!bin) return { ok: false, reason: 'no PostgreSQL binaries (initdb, postgres) in PG_BIN, /usr/lib/postgresql/*/bin or pg_config --bindir; on Debian: apt-get install postgresql' };
  }
  if (process.getuid?.() !== 0) return { ok: true, bin, runAs: null };
  const runAs = systemUser(SUPERUSER);
  if (!runAs) return { ok: false, reason: `running as root, and initdb refuses root, but there is no "${SUPERUSER}" system user to run it as` };
  if (!existsSync('/usr/bin/setpriv') && !existsSync('/bin/setpriv')) return { ok: false, reason: 'running as root without setpriv (util-linux) to drop to the postgres user' };
  return { ok: true, bin, runAs };
}

/** The command line for a binary, dropped to the postgres user when we are root (setpriv execs, so signals reach it). */
function command(bin: string, runAs: RunAs | null, name: string, args: string[]): [string, string[]] {
  const path = join(bin, name);
  if (!runAs) return [path, args];
  return ['setpriv', [`--reuid=${runAs.uid}`, `--regid=${runAs.gid}`, '--clear-groups', '--', path, ...args]];
}

function runToEnd(bin: string, runAs: RunAs | null, name: string, args: string[]): void {
  const [file, argv] = command(bin, runAs, name, args);
  const result = spawnSync(file, argv, { encoding: 'utf8', env: pgEnv() });
  if (result.status !== 0) throw new Error(`${name} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout || result.error?.message}`);
}

/** Without the caller's PG* variables, which would point the tools elsewhere. */
function pgEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, LANG: 'C', LC_ALL: 'C' };
  return env;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilReady(bin: string, runAs: RunAs | null, port: number, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`postgres exited (${child.exitCode ?? child.signalCode}) while starting:\n${output()}`);
    const [file, argv] = command(bin, runAs, 'pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER]);
    if (spawnSync(file, argv, { env: pgEnv() }).status === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`postgres did not accept connections within 30 s:\n${output()}`);
}

/**
 * Starts a fresh server (trust authentication, loopback only, its socket inside the temp folder) with one database.
 * Durability is switched off: the data lives for one test run.
 */
export async function startPostgres(options: { database?: string } = {}): Promise<PostgresServer> {
  const found = findPostgres();
  if (!found.ok) throw new Error(`No PostgreSQL server for the tests: ${found.reason}`);
  const { bin, runAs } = found;
  const database = options.database ?? 'casa_olivera_test';

  const dir = mkdtempSync(join(tmpdir(), 'casa-olivera-pg-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  let child: ChildProcess | undefined;
  let log = '';
  const output = () => log;
  const killOnExit = () => child?.kill('SIGKILL');

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child && child.exitCode === null && child.signalCode === null) {
      const done = exited(child);
      child.kill('SIGINT'); // "fast" shutdown: ends open sessions, then exits
      const timer = setTimeout(() => child?.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    }
    removeDir();
  };

  try {
    if (runAs) chownSync(dir, runAs.uid, runAs.gid);
    const data = join(dir, 'data');
    runToEnd(bin, runAs, 'initdb', ['-D', data, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions']);

    const port = await freePort();
    const settings = ['listen_addresses=127.0.0.1', `port=${port}`, `unix_socket_directories=${dir}`, 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=100'];
    const [file, argv] = command(bin, runAs, 'postgres', ['-D', data, ...settings.flatMap((setting) => ['-c', setting])]);
    child = spawn(file, argv, { env: pgEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    process.once('exit', killOnExit);

    await waitUntilReady(bin, runAs, port, child, output);
    runToEnd(bin, runAs, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER, database]);
    return { url: `postgresql://${SUPERUSER}@127.0.0.1:${port}/${database}`, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
