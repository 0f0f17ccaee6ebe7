// `npm run bench`: the speed and memory targets, measured on the built site (not part of npm test).
//  - Lighthouse (mobile preset) on every public page: performance ≥ 0.98, accessibility, best practices and SEO = 1.
//  - autocannon on the public API reads: requests/s and p99 latency, and the server's memory after the load.
// Everything runs on this machine's loopback only. CHROMIUM_PATH overrides the browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${PORT}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = ['/', '/menu', '/drinks', '/about', '/contact', '/reservations', '/gallery'];
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
  if (!existsSync('dist/client/index.html')) spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
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
        const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(targets) });
        const categories = result?.lhr.categories ?? {};
        const scores = Object.entries(targets).map(([key, target]) => {
          const score = categories[key]?.score ?? 0;
          const ok = score >= target;
          if (!ok) failures += 1;
          return `${key} ${score.toFixed(2)}${ok ? '' : ` (< ${target})`}`;
        });
        console.log(`  ${path.padEnd(14)} ${scores.join('  ')}`);
      }
    } finally {
      await chrome.kill();
    }

    console.log('\nAPI load (autocannon, 10 connections, 5 s each):');
    for (const route of apiRoutes) {
      const run = spawnSync('node_modules/.bin/autocannon', ['-j', '-c', '10', '-d', '5', `${base}${route}`], { encoding: 'utf8' });
      const report = JSON.parse(run.stdout) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
      console.log(`  ${route.padEnd(18)} ${Math.round(report.requests.average)} req/s  p99 ${report.latency.p99} ms  non-2xx ${report.non2xx}  errors ${report.errors}`);
    }
    console.log(`\nServer memory after the load: ${rssOf(server.pid!).toFixed(0)} MB RSS`);
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
