// Cold start-up: from spawning the server to its first 200 on /api/health, on a fresh copy of a seeded database
// each time (the migrations find nothing to do, as on a restart after a deploy). The compiled server
// (`node dist/node/main.js`, what `npm run serve` runs) and, for comparison, the sources through tsx (`npm run dev`
// and the tests), alternating so a busy moment of the machine hits both. Target: the compiled server's median
// within 500 ms; the sources' time is reported only.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Variant {
  label: string;
  args: string[];
  /** The median's limit, in ms (none: reported only). */
  target?: number;
}

const VARIANTS: Variant[] = [
  { label: 'compiled (node dist/node/main.js)', args: ['dist/node/main.js'], target: 500 },
  { label: 'sources (node --import tsx)', args: ['--import', 'tsx', 'server/main.ts'] },
];
const HEALTH_POLL_MS = 5;
const GIVE_UP_MS = 60_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function serverEnv(port: number, databasePath: string, uploadsDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: uploadsDir,
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: 'cold start bench password',
    LOG_LEVEL: 'warn',
  };
  delete env.NODE_OPTIONS;
  return env;
}

/** Spawns one server, resolves with the milliseconds until /api/health answered 200, then stops it. */
async function timeOneStart(variant: Variant, port: number, databasePath: string, uploadsDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, { env: serverEnv(port, databasePath, uploadsDir), stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      if (child.exitCode !== null) throw new Error(`${variant.label} exited (${child.exitCode}) before answering`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
    }
    throw new Error(`${variant.label} did not answer within ${GIVE_UP_MS / 1000} s`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** Returns the number of failures: a server that did not start, or a median over its target. */
export async function coldStart(port: number, runs: number): Promise<number> {
  if (!existsSync('dist/node/main.js')) throw new Error('No compiled server in dist/node: run npm run build.');
  const dir = mkdtempSync(join(tmpdir(), 'olivera-cold-'));
  try {
    // One seeded database, made once by the compiled server (demo content, the staff account), closed cleanly so
    // the file holds everything; every run starts from a copy of it.
    const seeded = join(dir, 'seeded.sqlite');
    await timeOneStart(VARIANTS[0]!, port, seeded, join(dir, 'uploads'));
    const times = new Map<Variant, number[]>(VARIANTS.map((variant) => [variant, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const variant of VARIANTS) {
        const copy = join(dir, 'run.sqlite');
        for (const suffix of ['', '-wal']) if (existsSync(seeded + suffix)) copyFileSync(seeded + suffix, copy + suffix);
        times.get(variant)!.push(await timeOneStart(variant, port, copy, join(dir, 'uploads')));
        for (const suffix of ['', '-wal', '-shm']) rmSync(copy + suffix, { force: true });
      }
    }
    console.log(`\nCold start-up, spawn to the first 200 on /api/health (${runs} runs each, a fresh copy of a seeded database):`);
    let failures = 0;
    for (const [variant, values] of times) {
      const missed = variant.target !== undefined && median(values) > variant.target;
      if (missed) failures += 1;
      const verdict = variant.target === undefined ? '' : missed ? `  MISSED (target ≤ ${variant.target} ms)` : `  ok (≤ ${variant.target} ms)`;
      console.log(`  ${variant.label.padEnd(36)} median ${median(values).toFixed(0)} ms  max ${Math.max(...values).toFixed(0)} ms${verdict}`);
    }
    return failures;
  } catch (error) {
    console.log(`\nCold start-up: ${(error as Error).message}`);
    return 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
