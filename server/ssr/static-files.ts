// What the server renderer reads where the browser would fetch the site's own static files (the gallery
// manifest): the files themselves, from the folder they are served from. Never outside that folder.
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = { '.json': 'application/json', '.txt': 'text/plain; charset=utf-8' };

export function staticFileReader(dir: string): (path: string) => Promise<Response> {
  const root = resolve(dir);
  return async (path) => {
    const file = resolve(root, `.${decodeURIComponent(new URL(path, 'http://localhost').pathname)}`);
    if (!file.startsWith(root + sep)) return new Response(null, { status: 404 });
    try {
      return new Response(await readFile(file, 'utf8'), { headers: { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' } });
    } catch {
      return new Response(null, { status: 404 });
    }
  };
}
