// `npm run bench`: the speed and memory targets, measured on the built site (not part of npm test).
//  - Lighthouse (mobile preset) on every public page: performance ≥ 0.98, accessibility, best practices and SEO = 1.
//  - autocannon on the public API reads: requests/s and p99 latency, and the server's memory after the load.
// Everything runs on this machine's loopback only. CHROMIUM_PATH overrides the browser; BENCH_PAGES="/,/menu"
// measures only those pages, BENCH_LIGHTHOUSE=0 skips Lighthouse and BENCH_API=0 skips the API load (the public reads,
// then the staff lists over thousands of rows: paged search must stay fast whatever the table's size). Each page's full report is written to
// .tmp/lighthouse/<page>.json, and its metrics are printed, so a miss can be explained without a rerun.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/knex';
import { ormConfig } from '../server/db/orm-config';
import { ContactMessage } from '../server/features/contacts/contact-message.entity';
import { MenuCategory } from '../server/features/menu/menu-category.entity';
import { MenuItem } from '../server/features/menu/menu-item.entity';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${PORT}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const allPages = ['/', '/menu', '/drinks', '/about', '/contact', '/reservations', '/gallery'];
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((page) => page.trim()) : allPages;
const measureApi = process.env.BENCH_API !== '0';
const measurePages = process.env.BENCH_LIGHTHOUSE !== '0';
/** Staff lists: 5,000 dishes and 5,000 messages, then paged searches; p99 must stay under this. */
const LIST_ROWS = 5_000;
const LIST_P99_TARGET_MS = 100;
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

    if (measurePages) failures += await lighthouseRuns();
    if (measureApi) {
      publicApiLoad(server.pid!);
      failures += await staffListLoad(join(dir, 'bench.sqlite'));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(failures ? `\n${failures} target(s) missed.` : '\nAll targets met.');
  process.exit(failures ? 1 : 0);
}

async function lighthouseRuns(): Promise<number> {
  let failures = 0;
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
  return failures;
}

interface LoadReport {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}

function load(url: string, headers: string[] = []): LoadReport {
  const run = spawnSync('node_modules/.bin/autocannon', ['-j', '-c', '10', '-d', '5', ...headers.flatMap((header) => ['-H', header]), url], { encoding: 'utf8' });
  return JSON.parse(run.stdout) as LoadReport;
}

function line(label: string, report: LoadReport): string {
  return `  ${label.padEnd(34)} ${Math.round(report.requests.average)} req/s  p99 ${report.latency.p99} ms  non-2xx ${report.non2xx}  errors ${report.errors}`;
}

function publicApiLoad(pid: number): void {
  console.log('\nAPI load (autocannon, 10 connections, 5 s each):');
  for (const route of apiRoutes) console.log(line(route, load(`${base}${route}`)));
  console.log(`\nServer memory after the load: ${rssOf(pid).toFixed(0)} MB RSS`);
}

/** Fills the bench database with thousands of dishes and messages (through the ORM, so search_text is kept), then loads the staff lists. */
async function staffListLoad(databasePath: string): Promise<number> {
  const orm = await MikroORM.init<AbstractSqlDriver, EntityManager>(ormConfig(databasePath, { quiet: true }));
  const em = orm.em.fork();
  const category = em.create(MenuCategory, { name: 'Bench Tapas', slug: 'bench-tapas', displayOrder: 99 });
  for (let i = 0; i < LIST_ROWS; i += 1) {
    em.create(MenuItem, { category, name: `Bench dish ${i}${i % 500 === 0 ? ' Gambas al Ajillo' : ''}`, description: 'Garlic, olive oil and a pinch of guindilla.', price: 9 + (i % 20), displayOrder: i % 7 ? i : null });
    em.create(ContactMessage, { name: `Guest ${i}`, email: `guest${i}@example.com`, subject: i % 250 === 0 ? 'Cumpleaños party' : 'Table request', message: 'Could we book a table for six on Friday at eight?', status: 'NEW', createdAt: new Date(Date.now() - i * 60_000) });
  }
  await em.flush();
  await orm.close(true);

  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@casaolivera.example', password: 'bench password 2026' }) });
  const { token } = (await login.json()) as { token: string };
  const auth = [`Authorization=Bearer ${token}`];
  console.log(`\nStaff lists over ${LIST_ROWS} dishes and ${LIST_ROWS} messages (p99 target ${LIST_P99_TARGET_MS} ms):`);
  let failures = 0;
  for (const path of ['/api/admin/menu?size=20', '/api/admin/menu?page=200&size=20', '/api/admin/menu?q=gambas%20ajillo', '/api/admin/contacts?q=cumpleanos&status=NEW', '/api/admin/contacts?page=100']) {
    const report = load(`${base}${path}`, auth);
    const ok = report.latency.p99 <= LIST_P99_TARGET_MS && report.non2xx === 0 && report.errors === 0;
    if (!ok) failures += 1;
    console.log(`${line(path, report)}${ok ? '' : '  (missed)'}`);
  }
  return failures;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
