// Browser tests in Debian's Chromium (Playwright's own browser download cannot work here), at a phone's width and a
// desktop's (the two projects). Each worker runs the compiled server on a database of its own, a fresh copy of the
// seeded template at every spec file (tests/e2e/server-per-file.ts), so the two workers take files of either project
// and no file sees what another wrote.
import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFreshBuild } from './tests/support/fresh-build';

// The servers run the build (dist/), as production does: built first when a source is newer (the main process only;
// workers load this file too).
if (process.env.TEST_WORKER_INDEX === undefined) ensureFreshBuild(import.meta.dirname);

// Set once by the main process; the workers inherit it and name their databases after it.
process.env.E2E_DATABASE_PATH ??= join(tmpdir(), `olivera-e2e-${process.pid}-${Date.now()}`);

// CHROMIUM_PATH overrides the browser. Else Debian's headless shell (package chromium-headless-shell: the same
// Chromium without the full browser's windowing layer, as Playwright itself runs headless tests) when installed,
// 15 % less time on the same tests here (docs/tests.md); else Debian's full Chromium.
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Two workers (the machines have two cores); E2E_WORKERS=1 runs every file one after the other (e.g. to read one log). */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers,
  // Under CI a test that fails is run once more: one that then passes is still named, as flaky, above npm test's
  // totals (scripts/test-all.ts), and the run goes on; one that fails twice fails it. Locally every failure counts.
  retries: process.env.CI === 'true' ? 1 : 0,
  // The long admin flows (four screens, each axe-checked at both widths) take 12 s alone and twice that beside the
  // other worker on two cores: a minute leaves room for a busy CI machine without hiding a hang.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath, args: chromiumFlags },
    trace: 'off',
    // A click on an element that never becomes actionable, or a navigation that never loads, fails with its own
    // message instead of waiting out the test's minute (where the report names no step).
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 }, browserName: 'chromium' },
    },
  ],
});
