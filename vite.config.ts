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
 * Fails the build when a staff screen's module (features/admin/, features/<domain>-admin/, the admin's kit in
 * components/admin/) ends up in a chunk every
 * public page loads (the entry, the public routes' chunks, and what they import statically). The browser tests
 * check the same from the manifest, but a module folded into a shared chunk has no manifest entry of its own.
 * A route's search reader (`*-search.ts`: which query parameters a list takes) is the one exception: the router
 * needs it before the screen loads, and it holds no screen. zod and shared/schemas must stay out of those chunks
 * too: a public page renders and hydrates without building a schema (the gallery and the forms import them lazily).
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
      const publicRoute = /[\\/]src[\\/]routes[\\/](__root|\{-\$lang\}[\\/])/;
      for (const chunk of chunks.values()) if (chunk.isEntry || (chunk.facadeModuleId && publicRoute.test(chunk.facadeModuleId))) visit(chunk.fileName);
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
 * The public site's own code: its pages, components, styles and route files, and shared/ (but the API's schemas, and
 * the catalogs: each language's pages' and admin's words are chunks of their own, loaded by the language).
 */
const SITE_MODULE = /[\\/]src[\\/](routes[\\/](\{-\$lang\}[\\/].*\?tsr-split|[^?]*$)|components[\\/](?!admin[\\/])|features[\\/](?!admin[\\/]|[\w-]+-admin[\\/])|lib[\\/]|i18n[\\/])|[\\/]shared[\\/](?!schemas[\\/]|i18n[\\/](messages|admin)[\\/])/;

/** Staff screens and the admin's kit: what public pages must never load (publicChunksStayLean checks it). */
const ADMIN_MODULE = /[\\/]src[\\/](features[\\/](admin|[\w-]+-admin)|components[\\/]admin|routes[\\/]admin[\\/][^?]*\?tsr-split)/;

/**
 * The site's own modules a public page reaches from the browser's entry, through the app's and the site's own modules (static and
 * lazy imports, never into a staff screen, the API's schemas or a library): what the `site` chunk may hold. The path
 * pattern alone would also fold in code only the admin or the lazily built schemas import (a pure rule of shared/
 * that staff forms use), which every guest would then download for nothing.
 */
let publicModules: Set<string> | null = null;
function isPublicModule(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null }): boolean {
  if (!publicModules) {
    const seen = new Set<string>();
    const entry = join(import.meta.dirname, 'src', 'main.tsx');
    // The app's own files at the root of src/ (the entry, the app, the route tree) lead to the site's modules.
    const appFile = /[\\/]src[\\/][^\\/]+$/;
    const queue = [entry];
    while (queue.length) {
      const next = queue.pop()!;
      if (seen.has(next) || ADMIN_MODULE.test(next) || !(appFile.test(next) || SITE_MODULE.test(next))) continue;
      seen.add(next);
      const info = ctx.getModuleInfo(next);
      if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
    }
    publicModules = seen;
  }
  return publicModules.has(id);
}

/** Forgets the last build's public modules (a watch rebuild starts from the new graph). */
function publicModuleGraph(): Plugin {
  return { name: 'public-module-graph', apply: 'build', buildStart: () => void (publicModules = null) };
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

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    siteIdentityHtml(),
    publicModuleGraph(),
    publicChunksStayLean(),
    precompress(),
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
        rolldownOptions: {
          output: {
            // Two groups instead of Vite's default (a chunk and a stylesheet per shared module: about 40 scripts and 12
            // stylesheets on a public page, each a round trip on a phone; see the performance ledger in docs/performance.md): the
            // libraries, and the public site (its pages, components, styles and the route files). The staff admin keeps its per-route
            // chunks; zod and the API's schemas stay out of both (a public page builds no schema until a form is sent).
            codeSplitting: {
              groups: [
                // The message files (shared/i18n/messages/) are left out of both: each language is a chunk of its own, loaded by its
                // pages only, and holding only the pages' texts (the `messages` export; the e-mails' stay on the server).
                // Vite's loader of dynamic imports stays with the small entry, which needs it, not in what the entry loads.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 3 },
                { name: 'vendor', test: /[\\/]node_modules[\\/](?!zod[\\/])/, priority: 2 },
                // The public site: its pages, components, styles and route files, and the shared code they reach (not
                // code only staff screens import).
                {
                  name: (id, ctx) => (isPublicModule(id, ctx) ? 'site' : null),
                  test: SITE_MODULE,
                  priority: 1,
                },

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
