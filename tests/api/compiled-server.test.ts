// The compiled server, as production runs it (`npm run serve`: plain node, dist/node/main.js, nothing preloaded):
// it migrates and seeds a new database, answers /api/health and renders a page. Every API test runs the compiled
// server; this one looks at the bundle itself and at a first start with the demo.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, sqliteInstallation, startServer, type RunningServer } from './server-process';
import { logLines, serverFailures } from './server-log';
import { compiledCli } from './installation';

const dir = mkdtempSync(join(tmpdir(), 'olivera-compiled-'));
const bundleDir = join(repoRoot, 'dist', 'node');
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(sqliteInstallation(join(dir, 'compiled.sqlite')), { SEED_DEMO: 'true', LOG_LEVEL: 'info' });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('has a compiled twin of every CLI an npm script runs from its source (what the CLI tests run)', () => {
    const scripts = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const clis = Object.keys(scripts).filter((name) => scripts[name]!.startsWith('tsx server/cli/'));
    expect(clis).toEqual(expect.arrayContaining(['admin', 'db:seed', 'db:backup', 'db:restore']));
    for (const name of clis) expect(readdirSync(bundleDir), name).toContain(compiledCli(name).replace('dist/node/', ''));
  });

  it('imports no TypeScript tooling: only its own chunks, Node built-ins and runtime packages', () => {
    const files = readdirSync(bundleDir).filter((file) => file.endsWith('.js'));
    expect(files).toEqual(expect.arrayContaining(['main.js', 'admin.js', 'seed.js']));
    const imported = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(join(bundleDir, file), 'utf8').matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) imported.add(match[1]!);
    }
    const packages = [...imported].filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'));
    expect(packages.length).toBeGreaterThan(5);
    expect(packages.filter((name) => /^(tsx|typescript|esbuild|ts-node|@swc\/|tsdown|rolldown)(\/|$)/.test(name))).toEqual([]);
    // Our own code is in the bundle (its chunks import each other), not left as TypeScript to load at run time.
    const relative = [...imported].filter((specifier) => specifier.startsWith('.'));
    expect(relative.filter((specifier) => !/^\.\/[\w.-]+\.js$/.test(specifier) || !files.includes(specifier.slice(2)))).toEqual([]);
  });

  it('migrates and seeds a new database, then answers /api/health', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: 'up' });
    expect(response.headers.get('x-request-id')).toBeTruthy();
    // Idle connections are kept longer than a proxy in front keeps its own (start.ts).
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
    const messages = logLines(server.output()).map((line) => line.msg);
    expect(messages).toContain("[migrator] Applied 'Migration20261122000000_initial'");
    expect(messages).toContain('Seeded the demo menu, drinks, offers and highlights into the empty database.');
  });

  it('renders a page on the server from the built renderer, with the seeded menu', async () => {
    const response = await fetch(`${server.baseUrl}/menu`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('Patatas Bravas');
    expect(html).toMatch(/<title>[^<]*Casa Olivera<\/title>/);
    expect(serverFailures(server.output())).toEqual([]);
  });

  it("serves the site's photos with a day's cache and 304 when the browser's copy still holds", async () => {
    const photo = `${server.baseUrl}/images/gallery/food/paella-seafood-400.webp`;
    const first = await fetch(photo);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const [etag, modified] = [first.headers.get('etag')!, first.headers.get('last-modified')!];
    expect((await fetch(photo, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await fetch(photo, { headers: { 'If-Modified-Since': modified } })).status).toBe(304);
    expect((await fetch(photo, { headers: { 'If-None-Match': '"older"' } })).status).toBe(200);
  });
});
