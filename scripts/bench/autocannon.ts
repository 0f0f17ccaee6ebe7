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

/**
 * Like `load`, with each request's `[<id>]` in the URL replaced by a new id, so no two addresses are the same
 * (autocannon's idReplacement, through its API: its command line reads brackets as sub-arguments).
 */
export function loadWithIds(url: string, { connections = 10, seconds = 5, headers = {} as Record<string, string> } = {}): LoadReport {
  const script = `require('autocannon')({ url: process.argv[1], connections: ${connections}, duration: ${seconds}, headers: ${JSON.stringify(headers)}, idReplacement: true }, (error, result) => { if (error) throw error; process.stdout.write(JSON.stringify(result)); });`;
  const run = spawnSync(process.execPath, ['-e', script, url], { encoding: 'utf8' });
  return JSON.parse(run.stdout) as LoadReport;
}
