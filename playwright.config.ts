// Browser tests in Debian's Chromium (Playwright's own browser download cannot work here).
// CHROMIUM_PATH overrides the browser; the server runs the built SPA on a throw-away database.
import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The main process picks the port once (from its pid, so parallel runs on one machine don't collide);
// workers inherit it through the environment and agree on it.
process.env.E2E_PORT ??= String(32_000 + (process.pid % 2_000));
const port = Number(process.env.E2E_PORT);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
process.env.E2E_DATABASE_PATH ??= join(tmpdir(), `olivera-e2e-${process.pid}-${Date.now()}.sqlite`);
const databasePath = process.env.E2E_DATABASE_PATH;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath, args: chromiumFlags },
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 }, browserName: 'chromium' } },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: `${databasePath}.uploads`,
      ADMIN_EMAIL: 'e2e@test.example',
      ADMIN_PASSWORD: 'e2e test password 2026',
      LOGIN_RATE_LIMIT: '1000',
      CONTACT_RATE_LIMIT: '1000',
    },
  },
});
