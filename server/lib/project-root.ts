// The project folder (the one with package.json), found from this module's own place: server/lib/ when run from
// the sources, dist/node/ when compiled. Relative paths in the settings (DATABASE_PATH, UPLOADS_DIR) and the build
// (dist/client) are resolved against it, whatever the working directory.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}: cannot tell where the project folder is.`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
