import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { site } from './shared/config/site.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html's static defaults come from the bar's identity module, like everything else. */
function siteIdentityHtml(): Plugin {
  return {
    name: 'site-identity-html',
    transformIndexHtml: (html) => html.replaceAll('%SITE_NAME%', escapeHtml(site.name)).replaceAll('%SITE_DESCRIPTION%', escapeHtml(site.description)),
  };
}

/**
 * Fails the build when the browser entry (main.tsx) grows beyond a few kB with everything it imports statically:
 * a server-rendered page loads it before its first paint, so the app itself must stay behind its dynamic import.
 */
function smallEntry(limitBytes = 8 * 1024): Plugin {
  return {
    name: 'small-entry',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      for (const entry of chunks.values()) {
        if (!entry.isEntry) continue;
        const seen = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name)) return;
          seen.add(name);
          chunks.get(name)?.imports.forEach(visit);
        };
        visit(entry.fileName);
        const bytes = [...seen].reduce((sum, name) => sum + (chunks.get(name)?.code.length ?? 0), 0);
        if (bytes > limitBytes) this.error(`The entry ${entry.fileName} loads ${bytes} bytes before the first paint (${[...seen].join(', ')}); keep the app behind main.tsx's dynamic import.`);
      }
    },
  };
}

/**
 * Fails the build when a staff screen's module (features/admin/, features/<domain>-admin/, the admin's kit in
 * components/admin/) ends up in a chunk every
 * public page loads (the entry and its static imports: the start, the site, the libraries). The browser tests
 * check the same from the manifest, but a module folded into a shared chunk has no manifest entry of its own.
 * A route's search reader (`*-search.ts`: which query parameters a list takes) is the one exception: the router
 * needs it before the screen loads, and it holds no screen. zod and shared/schemas must stay out of those chunks
 * too (see the 'schemas' group below): a public page renders and hydrates without building a schema.
 */
function publicChunksStayLean(): Plugin {
  const adminModule = /[\\/]src[\\/](features[\\/](admin|[\w-]+-admin)|components[\\/]admin)[\\/]/;
  const schemaModule = /[\\/](node_modules[\\/]zod|shared[\\/]schemas)[\\/]/;
  return {
    name: 'public-chunks-stay-lean',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      const publicChunks = new Set<string>();
      const visit = (name: string) => {
        if (publicChunks.has(name)) return;
        publicChunks.add(name);
        chunks.get(name)?.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry || chunk.name === 'site' || chunk.name === 'start-client') visit(chunk.fileName);
      for (const name of publicChunks) {
        const moduleIds = chunks.get(name)?.moduleIds ?? [];
        const leaked = moduleIds.filter((id) => adminModule.test(id) && !/-search\.ts$/.test(id));
        if (leaked.length) this.error(`Staff code in ${name}, which public pages load: ${leaked.join(', ')}`);
        // Building the API's zod schemas cost a phone tens of milliseconds of the start-up's main thread.
        const schemas = moduleIds.filter((id) => schemaModule.test(id));
        if (schemas.length) this.error(`zod or the API's schemas in ${name}, which public pages evaluate at start-up (import them lazily, or take the constant from shared/rules): ${schemas.join(', ')}`);
      }
    },
  };
}

/**
 * The browser entry (src/main.tsx) runs the app's code in three parts, one import after another, so that each part
 * is evaluated in a task of its own. Left to Vite, each import would preload only its own chunks, and the parts would
 * download one after another. Here the entry's import of src/start-prefetch.ts (a module that holds only a flag),
 * made right after the first part's, preloads the chunks of the other two, so all three download together; asking
 * for them is split over two tasks, since each file asked for costs the browser a little
 * (tests/e2e/app-start.spec.ts).
 */
function appStartPreload() {
  let bundle: Record<string, { type: string; isEntry?: boolean; facadeModuleId?: string | null; imports?: string[]; dynamicImports?: string[] }> | undefined;
  const plugin: Plugin = {
    name: 'app-start-preload',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        if (this.environment.name === 'client') bundle = output;
      },
    },
  };
  const resolveDependencies = (file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) => {
    if (!bundle) throw new Error('app-start-preload: the bundle is not known yet');
    const host = bundle[hostId];
    if (hostType !== 'js' || !host?.isEntry || bundle[file]?.facadeModuleId?.endsWith('/src/start-prefetch.ts') !== true) return deps;
    const chunks = new Set(deps);
    const seen = new Set<string>([hostId]);
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      chunks.add(name);
      bundle?.[name]?.imports?.forEach(visit);
    };
    host.dynamicImports?.forEach(visit);
    return [...chunks];
  };
  return { plugin, resolveDependencies };
}

/**
 * Writes a Brotli (best quality) and a gzip copy beside each hashed script and stylesheet: compressed once at
 * build time, a fifth smaller than what the server could afford to compress per request. The server sends them
 * to browsers that accept them (server/static-site.ts).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg)$/.test(file.fileName)) continue;
        const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (source.length < 1024) continue;
        const path = join(options.dir, file.fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

const appStart = appStartPreload();

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    siteIdentityHtml(),
    smallEntry(),
    publicChunksStayLean(),
    precompress(),
    appStart.plugin,
  ],
  // `vite build` builds both environments: the browser bundle and the server renderer of the public pages.
  builder: {},
  build: {
    sourcemap: false,
    target: 'es2022',
  },
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        emptyOutDir: true,
        // .vite/manifest.json maps source modules to chunks: the server links each page's route chunks and CSS from it,
        // and the browser tests use it to prove public pages never load admin code.
        manifest: true,
        modulePreload: { resolveDependencies: appStart.resolveDependencies },
        rolldownOptions: {
          output: {
            // Few, larger chunks instead of dozens of tiny ones: every request costs a round trip on a phone.
            // The libraries are one chunk, the app's start another, and the public site (its pages, their
            // components and styles) a third, so a page needs two stylesheets, and its scripts (loaded after
            // the first paint) come in a handful of requests. The staff admin keeps its per-route chunks.
            codeSplitting: {
              groups: [
                // Vite's loader of dynamic imports stays apart: the small entry needs it, not what it loads.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 4 },
                // zod stays apart: public pages evaluate no schema until a guest sends a form (see main.tsx).
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 3.5 },
                // The libraries in two parts, each run in a task of its own at start-up (src/start-libraries.ts).
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]start-react\.ts$/, priority: 3.2 },
                { name: 'vendor', test: /[\\/]node_modules[\\/]|[\\/]src[\\/]start-libraries\.ts$/, priority: 3 },
                // The app's start: the router, the route files (not their split chunks) and what they import.
                { name: 'start-client', test: /[\\/]src[\\/](start-client|router|routeTree\.gen)\.tsx?$|[\\/]src[\\/]routes[\\/][^?]*$/, priority: 2 },
                // The API's schemas (and zod with them) load only where a screen validates: the staff admin, and the
                // gallery once it fetches its manifest. A public page renders and hydrates without building any.
                { name: 'schemas', test: /[\\/]shared[\\/]schemas[\\/]/, priority: 1.5, includeDependenciesRecursively: false },
                // Staff screens live in features/admin/, features/<domain>-admin/ and components/admin/: never in the guests' chunk. The web
                // fonts' two names stay with the small entry, which needs them before the app.
                { name: 'site', test: /[\\/]src[\\/](routes[\\/]_site[\\/].*\?tsr-split|components[\\/](?!admin[\\/])|features[\\/](?!admin[\\/]|[\w-]+-admin[\\/])|lib[\\/])|[\\/]shared[\\/](?!config[\\/]web-fonts)/, priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
      },
    },
  },
  server: { watch: { ignored: ['**/.tmp/**', '**/data/**', '**/test-results/**'] } },
});
