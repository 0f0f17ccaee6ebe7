// `npm run bench`: the speed and memory targets, measured on the built site (not part of npm test).
//  - Lighthouse (standard mobile preset: simulated slow 4G, CPU ×4) on every public page: performance ≥ 0.98,
//    accessibility, best practices and SEO = 1; LCP ≤ 1.5 s on /, /menu, /drinks and /gallery; the home page
//    ≤ 400 KB (scripts/bench/lighthouse.ts).
//  - The public reads and pages against a bare Express route serving the same bytes: ≥ 1.0× its requests/s, p99
//    ≤ 1.5× its p99 (scripts/bench/framework-floor.ts); the server's memory after the load.
//  - Made-up query parameters (`/menu?a=<new each time>`): ≥ 0.5× the kept address's requests/s
//    (scripts/bench/query-variants.ts).
//  - The staff lists over thousands of rows: p99 ≤ 100 ms (scripts/bench/staff-lists.ts).
//  - Cold start-up of the compiled server, spawn to the first 200 on /api/health on an existing database: median of
//    5 ≤ 500 ms; the sources through tsx are reported beside it (scripts/bench/cold-start.ts).
// Everything runs on this machine's loopback only, against the compiled server (`npm run build` first when a part of
// the build is missing). CHROMIUM_PATH overrides the browser; BENCH_PAGES="/,/menu" measures only those pages,
// BENCH_LIGHTHOUSE=0 skips Lighthouse, BENCH_API=0 skips the load (floor and staff lists), BENCH_COLD_START=0
// skips the start-up times (BENCH_COLD_START_RUNS=5 starts of each by default).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frameworkFloor } from './bench/framework-floor';
import { queryVariants } from './bench/query-variants';
import { lighthouseRuns } from './bench/lighthouse';
import { staffListLoad } from './bench/staff-lists';
import { coldStart } from './bench/cold-start';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${PORT}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const english = ['/', '/menu', '/drinks', '/about', '/contact', '/reservations', '/gallery'];
// Every page in Spanish too: each is as fast as its English twin (its own catalog, its own cache entries).
const allPages = [...english, ...english.map((page) => (page === '/' ? '/es' : `/es${page}`))];
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((page) => page.trim()) : allPages;
const measureApi = process.env.BENCH_API !== '0';
const measurePages = process.env.BENCH_LIGHTHOUSE !== '0';
const measureColdStart = process.env.BENCH_COLD_START !== '0';
const coldStartRuns = Number(process.env.BENCH_COLD_START_RUNS ?? 5);
const reportDir = '.tmp/lighthouse';
const STAFF = { email: 'admin@casaolivera.example', password: 'bench password 2026' };

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

function rssOf(pid: number): number {
  const status = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Number(status.stdout.trim()) / 1024;
}

async function main(): Promise<void> {
  // The client, the server renderer and the compiled server are built together (npm run build).
  if (!['dist/client/index.html', 'dist/server/entry-server.js', 'dist/node/main.js'].every((file) => existsSync(file))) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  mkdirSync(reportDir, { recursive: true });
  let failures = 0;
  // First, while nothing else of the bench runs: its servers come and go on their own port.
  if (measureColdStart) failures += await coldStart(PORT + 2, coldStartRuns);
  const dir = mkdtempSync(join(tmpdir(), 'olivera-bench-'));
  const server = spawn(process.execPath, ['dist/node/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(PORT), DATABASE_PATH: join(dir, 'bench.sqlite'), UPLOADS_DIR: join(dir, 'uploads'), ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
    stdio: 'ignore',
  });
  try {
    await waitForHealth();
    if (measurePages) failures += await lighthouseRuns(base, pages, chromePath, reportDir);
    if (measureApi) {
      failures += await frameworkFloor(base, PORT + 1);
      console.log(`\nServer memory after the load: ${rssOf(server.pid!).toFixed(0)} MB RSS`);
      failures += queryVariants(base);
      console.log(`Server memory after them (the store at its bound): ${rssOf(server.pid!).toFixed(0)} MB RSS`);
      failures += await staffListLoad(base, join(dir, 'bench.sqlite'), STAFF);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(failures ? `\n${failures} target(s) missed.` : '\nAll targets met.');
  process.exit(failures ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
