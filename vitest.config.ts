// Two layers: fast unit tests beside the code, and API tests against a real server process.
import { defineConfig } from 'vitest/config';

/**
 * API files that run on a SQLite installation of their own (or test what no database changes: the HTML the pages
 * render): on the PostgreSQL pass (API_DATABASE=postgresql) they would prove the same thing a
 * second time, so that pass leaves them out. Every other API file runs on both databases.
 */
const SQLITE_PASS_ONLY = ['admin-cli', 'backup', 'compiled-server', 'html-validity', 'lifecycle', 'logs', 'server-env'].map((name) => `tests/api/${name}.test.ts`);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/support/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/rule-words.setup.ts'],
          // The files of a worker share its modules (no fresh module graph per file): the layer takes a third of the
          // time (57 s against 176 s here). So no test mocks a module; each puts back the clocks, globals and
          // environment it changes (and these are put back after every test anyway).
          isolate: false,
          // Every core: vitest's default leaves one to its main process (1 worker on 2 cores), which here sits mostly
          // idle once the build beside this layer has ended. With 2 workers on 2 cores, unit beside the build takes
          // 47 s against 60 s (4 runs each), for about 8 s more CPU (each worker loads the modules its files share).
          maxWorkers: '100%',
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: process.env.API_DATABASE === 'postgresql' ? SQLITE_PASS_ONLY : [],
          globalSetup: ['tests/api/global-setup.ts'],
          fileParallelism: false,
          // One worker runs the files in turn against the one server: they share its modules too (as the unit layer).
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
