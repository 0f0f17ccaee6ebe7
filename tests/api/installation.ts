// A test installation of its own, as an operator drives it: its server started and stopped (output kept), its
// npm scripts run with its environment, and a staff login against it.
import { spawn } from 'node:child_process';
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
  /** `npm run <script> -- <args>` on this installation: its exit code and output. */
  npmRun(script: string, args?: string[]): Promise<{ code: number | null; output: string }>;
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
        const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
