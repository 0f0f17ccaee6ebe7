// `npm run bench`: the speed and memory targets, measured on the built site (not part of npm test).
//  - Lighthouse (mobile preset) on every public page: performance ≥ 0.98, accessibility, best practices and SEO = 1.
//  - autocannon on the public API reads: requests/s and p99 latency, and the server's memory after the load.
// Everything runs on this machine's loopback only. CHROMIUM_PATH overrides the browser; BENCH_PAGES="/,/menu"
// measures only those pages and BENCH_API=0 skips the API load. Each page's full report is written to
// .tmp/lighthouse/<page>.json, and its metrics are printed, so a miss can be explained without a rerun.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${PORT}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const allPages = ['/', '/menu', '/drinks', '/about', '/contact', '/reservations', '/gallery'];
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((page) => page.trim()) : allPages;
const measureApi = process.env.BENCH_API !== '0';
const reportDir = '.tmp/lighthouse';
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;
const targets = { performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1 } as const;
const apiRoutes = ['/api/menu/full', '/api/drinks/full', '/api/highlights', '/api/offers', '/api/health'];

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
  // The client and the server renderer are built together (vite build builds both environments).
  if (!existsSync('dist/client/index.html') || !existsSync('dist/server/entry-server.js')) spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  mkdirSync(reportDir, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'olivera-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(PORT), DATABASE_PATH: join(dir, 'bench.sqlite'), ADMIN_PASSWORD: 'bench password 2026' },
    stdio: 'ignore',
  });
  let failures = 0;
  try {
    await waitForHealth();

    console.log('Lighthouse (mobile):');
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      for (const path of pages) {
        const run = () => lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(targets) });
        let result = await run();
        // Headless Chromium now and then loses a navigation (NO_NAVSTART, ERRORED_DOCUMENT_REQUEST): that says
        // nothing about the page, so such a run is repeated once.
        if (result?.lhr.runtimeError) result = await run();
        const categories = result?.lhr.categories ?? {};
        if (result) writeFileSync(join(reportDir, `${path === '/' ? 'home' : path.slice(1)}.json`), JSON.stringify(result.lhr, null, 1));
        const scores = Object.entries(targets).map(([key, target]) => {
          const score = categories[key]?.score ?? 0;
          const ok = score >= target;
          if (!ok) failures += 1;
          return `${key} ${score.toFixed(2)}${ok ? '' : ` (< ${target})`}`;
        });
        console.log(`  ${path.padEnd(14)} ${scores.join('  ')}`);
        const audits = result?.lhr.audits ?? {};
        const values = metrics.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? '?'}`);
        const error = result?.lhr.runtimeError ? `  runtime error: ${result.lhr.runtimeError.code}` : '';
        console.log(`  ${''.padEnd(14)} ${values.join('  ')}${error}`);
      }
    } finally {
      await chrome.kill();
    }

    if (measureApi) {
      console.log('\nAPI load (autocannon, 10 connections, 5 s each):');
      for (const route of apiRoutes) {
        const run = spawnSync('node_modules/.bin/autocannon', ['-j', '-c', '10', '-d', '5', `${base}${route}`], { encoding: 'utf8' });
        const report = JSON.parse(run.stdout) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
        console.log(`  ${route.padEnd(18)} ${Math.round(report.requests.average)} req/s  p99 ${report.latency.p99} ms  non-2xx ${report.non2xx}  errors ${report.errors}`);
      }
      console.log(`\nServer memory after the load: ${rssOf(server.pid!).toFixed(0)} MB RSS`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(failures ? `\n${failures} Lighthouse target(s) missed.` : '\nAll Lighthouse targets met.');
  process.exit(failures ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
