// autocannon, run from node_modules/.bin in a process of its own, read back as JSON.
import { spawnSync } from 'node:child_process';

export interface LoadReport {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}

export function load(url: string, { connections = 10, seconds = 5, headers = [] as string[] } = {}): LoadReport {
  const args = ['-j', '-c', String(connections), '-d', String(seconds), ...headers.flatMap((header) => ['-H', header]), url];
  const run = spawnSync('node_modules/.bin/autocannon', args, { encoding: 'utf8' });
  return JSON.parse(run.stdout) as LoadReport;
}
