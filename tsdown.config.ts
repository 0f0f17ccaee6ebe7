// The server compiled to JavaScript for production (`npm run build`, after `vite build`): plain `node
// dist/node/main.js` runs it, with no TypeScript compiler loaded. The CLIs are compiled alongside (they share
// chunks with the server). Vite's server renderer is built apart, into dist/server (vite.config.ts).
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { main: 'server/main.ts', admin: 'server/cli/admin.ts', seed: 'server/cli/seed.ts', backup: 'server/cli/backup.ts', restore: 'server/cli/restore.ts' },
  outDir: 'dist/node',
  platform: 'node',
  format: 'esm',
  // The package is "type": "module": .js, not .mjs, so the file names read as in docs/compiled-server.md.
  fixedExtension: false,
  // Only our own code is bundled: the packages (native ones such as argon2, sqlite3, sharp and pg included) are
  // loaded from node_modules as they are, so `npm ci --omit=dev` installs everything production needs.
  deps: { skipNodeModulesBundle: true },
  // For reading a logged stack trace against the sources: NODE_OPTIONS=--enable-source-maps. Not on by default:
  // Node then also reads the source maps that packages in node_modules ship, which slows every start.
  sourcemap: true,
  failOnWarn: true,
});
