// A test installation of its own, as an operator drives it: its server started and stopped (output kept), its
// npm scripts run with its environment, and a staff login against it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { api } from './http';
import { installationEnv, repoRoot, startServer, type RunningServer, type TestDatabase } from './server-process';
import { STAFF } from './staff';

export interface Installation {
  /** The running server, or null while stopped. */
  readonly server: RunningServer | null;
  start(): Promise<RunningServer>;
  stop(): Promise<void>;
  /** Everything the servers printed, one entry per server started. */
  readonly logs: string[];
  /**
   * `npm run <script> -- <args>` on this installation, as production runs it: the compiled CLI the script's source
   * builds to (`tsx server/cli/backup.ts` → `node dist/node/backup.js`, the command docs/compiled-server.md gives
   * operators). Its exit code and output.
   */
  npmRun(script: string, args?: string[]): Promise<{ code: number | null; output: string }>;
}

const scripts = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The compiled twin of an npm script that runs a CLI from its source (`tsx server/cli/<name>.ts`). */
export function compiledCli(script: string): string {
  const source = /^tsx server\/cli\/([\w-]+)\.ts$/.exec(scripts[script] ?? '');
  if (!source) throw new Error(`npm run ${script} is not a CLI of server/cli (package.json: ${scripts[script] ?? 'no such script'})`);
  return `dist/node/${source[1]}.js`;
}

export function installation(target: TestDatabase, extraEnv: Record<string, string> = {}): Installation {
  let server: RunningServer | null = null;
  const logs: string[] = [];
  return {
    get server() {
      return server;
    },
    logs,
    async start() {
      server = await startServer(target, extraEnv);
      return server;
    },
    async stop() {
      if (!server) return;
      await server.stop();
      logs.push(server.output());
      server = null;
    },
    npmRun(script, args = []) {
      const env = installationEnv(target, extraEnv);
      return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [compiledCli(script), ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, output }));
      });
    },
  };
}

/** Logs the test staff account in on `baseUrl` and returns its token. */
export async function staffToken(baseUrl: string): Promise<string> {
  const response = await api('/api/auth/login', { baseUrl, json: STAFF });
  expect(response.status, response.text).toBe(200);
  return response.body.token as string;
}
