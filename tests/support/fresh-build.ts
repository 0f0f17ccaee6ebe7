// The API and browser tests run the compiled server and CLIs (dist/node), as production does: a compiled server starts
// in a fraction of tsx's time (docs/tests.md measures it), and the layers start about twenty servers and CLIs. `npm test`
// builds before those layers; a layer run on its own builds first when a source is newer than the build, so it never
// tests yesterday's server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build makes from the sources (package.json "build"): the server, the page renderer, the browser bundle. */
const BUILT = ['dist/node/main.js', 'dist/server', 'dist/client/index.html'];
/** What the build reads. */
const SOURCES = ['server', 'shared', 'src', 'public', 'index.html', 'vite.config.ts', 'tsdown.config.ts', 'package-lock.json'];

function newestIn(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestIn(join(path, entry.name)));
  }
  return newest;
}

/** Why the build in `root` is not fresh (missing, or older than a source), or null when it is. */
export function staleBuild(root: string): string | null {
  const missing = BUILT.find((path) => !existsSync(join(root, path)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...BUILT.map((path) => statSync(join(root, path)).mtimeMs));
  const changed = SOURCES.find((path) => existsSync(join(root, path)) && newestIn(join(root, path)) > built);
  return changed ? `${changed}/ changed since the last build` : null;
}

/** Builds (`npm run build`) when the build is missing or older than the sources. */
export function ensureFreshBuild(root: string): void {
  const why = staleBuild(root);
  if (!why) return;
  console.log(`\nBuilding first (${why}): the tests run the compiled server.`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
