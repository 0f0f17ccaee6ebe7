// The public reads against the framework's floor: each route of the project beside a bare Express route serving
// the same bytes (bare-server.ts, its own process), in one run, alternating project and bare, three rounds.
// Absolute numbers on these machines vary a lot from run to run; the ratio is the target: ≥ 1.0× the bare
// route's requests/s, and a p99 no worse than 1.5× its p99.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadReport } from './autocannon';

const RATE_TARGET = 1.0;
const P99_TARGET = 1.5;
const ROUNDS = 3;
const CONNECTIONS = 20;
const SECONDS = 3;

const offersInput = encodeURIComponent(JSON.stringify({ limit: 5 }));
const highlightsInput = encodeURIComponent(JSON.stringify({ limit: 8 }));
export const floorRoutes = [
  '/api/menu/full', '/api/drinks/full', '/api/offers', '/api/highlights', '/images/gallery/manifest.json',
  '/trpc/menu.full', '/trpc/drinks.full', `/trpc/offers.active?input=${offersInput}`, `/trpc/highlights.list?input=${highlightsInput}`,
  '/', '/menu', '/drinks', '/about', '/contact', '/reservations', '/gallery',
  // The Spanish reads and pages keep the same speed: their own cache entries.
  '/api/menu/full?lang=es', '/es', '/es/menu',
];

interface Sample {
  rate: number;
  p99: number;
}

function sample(report: LoadReport, route: string): Sample {
  if (report.non2xx || report.errors) throw new Error(`${route}: ${report.non2xx} non-2xx answers, ${report.errors} errors under load`);
  return { rate: report.requests.average, p99: report.latency.p99 };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startBare(routes: { path: string; contentType: string; body: string }[], port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'olivera-bare-'));
  const list = join(dir, 'routes.json');
  writeFileSync(list, JSON.stringify(routes));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts', list, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Returns the number of routes that missed a target. */
export async function frameworkFloor(base: string, barePort: number): Promise<number> {
  // The bytes exactly as the project sends them to a client that asks for no coding (as autocannon does).
  const routes = await Promise.all(
    floorRoutes.map(async (path) => {
      const response = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return { path, contentType: response.headers.get('content-type') ?? 'application/octet-stream', body: Buffer.from(await response.arrayBuffer()).toString('base64') };
    }),
  );
  const bare = await startBare(routes, barePort);
  const bareBase = `http://127.0.0.1:${barePort}`;
  console.log(`\nPublic reads against the framework floor (autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s; bare Express in its own process):`);
  console.log(`  ${'route'.padEnd(44)} ${'project req/s'.padStart(13)} ${'p99'.padStart(6)}   ${'bare req/s'.padStart(10)} ${'p99'.padStart(6)}   ratio  p99×`);
  let failures = 0;
  try {
    for (const { path } of routes) {
      const ours: Sample[] = [];
      const floor: Sample[] = [];
      load(`${base}${path}`, { connections: CONNECTIONS, seconds: 1 }); // warm: the first answer is made, then stored
      load(`${bareBase}${path}`, { connections: CONNECTIONS, seconds: 1 });
      for (let round = 0; round < ROUNDS; round += 1) {
        ours.push(sample(load(`${base}${path}`, { connections: CONNECTIONS, seconds: SECONDS }), path));
        floor.push(sample(load(`${bareBase}${path}`, { connections: CONNECTIONS, seconds: SECONDS }), path));
      }
      const rate = mean(ours.map((s) => s.rate));
      const bareRate = mean(floor.map((s) => s.rate));
      const p99 = median(ours.map((s) => s.p99));
      // autocannon reports whole milliseconds: a bare p99 of 0 is read as 1.
      const bareP99 = median(floor.map((s) => s.p99));
      const ratio = rate / bareRate;
      const p99Ratio = p99 / Math.max(1, bareP99);
      const ok = ratio >= RATE_TARGET && p99Ratio <= P99_TARGET;
      if (!ok) failures += 1;
      console.log(
        `  ${path.slice(0, 44).padEnd(44)} ${Math.round(rate).toString().padStart(13)} ${`${p99}ms`.padStart(6)}   ${Math.round(bareRate).toString().padStart(10)} ${`${bareP99}ms`.padStart(6)}   ${ratio.toFixed(2).padStart(5)}  ${p99Ratio.toFixed(2)}${ok ? '' : `  (missed: ≥ ${RATE_TARGET}×, p99 ≤ ${P99_TARGET}×)`}`,
      );
    }
  } finally {
    await bare.stop();
  }
  return failures;
}
