// Browser tests in Debian's Chromium (Playwright's own browser download cannot work here).
// CHROMIUM_PATH overrides the browser; each project (phone, desktop) has a server of its own running the built SPA
// on its own throw-away database, so the two projects run side by side (one worker each) without sharing state.
import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnvOver } from './tests/support/child-env';
import { ensureFreshBuild } from './tests/support/fresh-build';

// The servers run the build (dist/), as production does: built first when a source is newer (the main process only;
// workers load this file too).
if (process.env.TEST_WORKER_INDEX === undefined) ensureFreshBuild(import.meta.dirname);

// The main process picks the ports once (from its pid, so parallel runs on one machine don't collide);
// workers inherit them through the environment and agree on them. E2E_PORT is the phone server's, +1 the desktop's.
process.env.E2E_PORT ??= String(32_000 + 2 * (process.pid % 1_000));
const basePort = Number(process.env.E2E_PORT);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
process.env.E2E_DATABASE_PATH ??= join(tmpdir(), `olivera-e2e-${process.pid}-${Date.now()}`);
const databaseStem = process.env.E2E_DATABASE_PATH;

/** Side by side by default; E2E_WORKERS=1 runs the projects one after the other (e.g. to read one log). */
const workers = Number(process.env.E2E_WORKERS ?? 2);

const SERVERS = {
  phone: { port: basePort, databasePath: `${databaseStem}-phone.sqlite` },
  desktop: { port: basePort + 1, databasePath: `${databaseStem}-desktop.sqlite` },
} as const;

export interface ProjectServer {
  /** The SQLite file the project's server runs on (a test that uses the CLI, as an operator would, needs it). */
  databasePath: string;
}

function server({ port, databasePath }: { port: number; databasePath: string }) {
  return {
    command: 'node dist/node/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Explicit: Playwright lays this over its own environment, so every other inherited variable is blanked
    // (tests/support/child-env.ts) and a developer's exported DATABASE_URL or SMTP_URL cannot reach the server.
    env: childEnvOver({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: `${databasePath}.uploads`,
      ADMIN_EMAIL: 'e2e@test.example',
      ADMIN_PASSWORD: 'e2e test password 2026',
      LOGIN_RATE_LIMIT: '1000',
      CONTACT_RATE_LIMIT: '1000',
    }),
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  // Under CI a test that fails is run once more: one that then passes is still named, as flaky, above npm test's
  // totals (scripts/test-all.ts), and the run goes on; one that fails twice fails it. Locally every failure counts.
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath, args: chromiumFlags },
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      workers: 1,
      metadata: { databasePath: SERVERS.phone.databasePath } satisfies ProjectServer,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium', baseURL: `http://127.0.0.1:${SERVERS.phone.port}` },
    },
    {
      name: 'desktop',
      workers: 1,
      metadata: { databasePath: SERVERS.desktop.databasePath } satisfies ProjectServer,
      use: { viewport: { width: 1440, height: 900 }, browserName: 'chromium', baseURL: `http://127.0.0.1:${SERVERS.desktop.port}` },
    },
  ],
  webServer: [server(SERVERS.phone), server(SERVERS.desktop)],
});
