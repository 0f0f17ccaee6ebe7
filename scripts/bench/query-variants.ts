// Query variants against the public-read cache: a page and a public read asked for with a made-up parameter that is
// new on every request (`/menu?a=<id>`), beside the same address kept, alternating, three rounds. The cache keys an
// address by the parameters its answer reads, so a variant is the kept answer: target ≥ 0.5× the kept address's
// requests/s (before, each variant was a render and a Brotli 10 compression: 14–17 req/s against 2,778). For
// scale, a parameter the page does read (`?q=<id>`: a new page each time, rendered and compressed fast) is reported too.
import { load, loadWithIds, type LoadReport } from './autocannon';

const RATE_TARGET = 0.5;
const ROUNDS = 3;
const CONNECTIONS = 20;
const SECONDS = 3;
const ID = '[<id>]';

const pairs = [
  { kept: '/menu', variant: `/menu?a=${ID}` },
  { kept: '/api/menu/full', variant: `/api/menu/full?a=${ID}` },
];
const missOnly = `/menu?q=${ID}`;

function rate(report: LoadReport, path: string): number {
  if (report.non2xx || report.errors) throw new Error(`${path}: ${report.non2xx} non-2xx answers, ${report.errors} errors under load`);
  return report.requests.average;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const BROTLI = { 'accept-encoding': 'br, gzip' };

/** Returns the number of pairs that missed the target. */
export function queryVariants(base: string): number {
  console.log(`\nMade-up query parameters (autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, Brotli accepted):`);
  console.log(`  ${'address'.padEnd(28)} ${'kept req/s'.padStart(10)}   ${'variant req/s'.padStart(13)}   ratio`);
  let failures = 0;
  for (const { kept, variant } of pairs) {
    const options = { connections: CONNECTIONS, seconds: SECONDS };
    const brotli = { ...options, headers: Object.entries(BROTLI).map(([name, value]) => `${name}: ${value}`) };
    load(`${base}${kept}`, { ...brotli, seconds: 1 }); // warm: the first answer is made, then stored
    const keptRates: number[] = [];
    const variantRates: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      keptRates.push(rate(load(`${base}${kept}`, brotli), kept));
      variantRates.push(rate(loadWithIds(`${base}${variant}`, { ...options, headers: BROTLI }), variant));
    }
    const ratio = mean(variantRates) / mean(keptRates);
    const ok = ratio >= RATE_TARGET;
    if (!ok) failures += 1;
    console.log(`  ${variant.padEnd(28)} ${Math.round(mean(keptRates)).toString().padStart(10)}   ${Math.round(mean(variantRates)).toString().padStart(13)}   ${ratio.toFixed(2)}${ok ? '' : `  (missed: ≥ ${RATE_TARGET}×)`}`);
  }
  const misses = rate(loadWithIds(`${base}${missOnly}`, { connections: CONNECTIONS, seconds: SECONDS, headers: BROTLI }), missOnly);
  console.log(`  ${missOnly.padEnd(28)} ${'—'.padStart(10)}   ${Math.round(misses).toString().padStart(13)}   (a new page each time: a render per request, for scale)`);
  return failures;
}
