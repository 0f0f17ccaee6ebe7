// The server compiled to JavaScript for production (`npm run build`, after `vite build`): plain `node
// dist/node/main.js` runs it, with no TypeScript compiler loaded. The CLIs are compiled alongside (they share
// chunks with the server). Vite's server renderer is built apart, into dist/server (vite.config.ts).
import { defineConfig } from 'tsdown';

/**
 * The packages bundled with our code, with everything they import: the plain JavaScript a start loads. Read from
 * node_modules they are about a thousand files (lodash alone a few hundred, through knex), each found, read and
 * compiled on its own; bundled, a start takes about a third less CPU (the performance ledger in the README).
 */
const BUNDLED = ['@mikro-orm/core', '@mikro-orm/knex', '@mikro-orm/sqlite', '@mikro-orm/postgresql', '@mikro-orm/migrations', 'knex', 'express', 'proxy-addr', 'compression', 'cors', 'helmet', 'zod', '@trpc/server', '@trpc/client', 'lru-cache', 'rate-limiter-flexible'];

/**
 * Loaded from node_modules as they are, even from a bundled package: native addons (sqlite3, argon2, sharp), the
 * database drivers knex asks for by name (pg and the ones we never use), pino (its transports run files of their own
 * in worker threads), what is imported only on demand (nodemailer, qrcode), and the development tools (vite,
 * pino-pretty). `npm ci --omit=dev` installs every one production needs.
 */
const FROM_NODE_MODULES = /^(sqlite3|better-sqlite3|pg|pg-query-stream|mysql|mysql2|oracledb|tedious|mariadb|libsql|argon2|sharp|nodemailer|qrcode|pino|pino-pretty|vite)(\/|$)/;

const isPackage = (id: string) => !/^(\.|\/|\0|node:)/.test(id);
const named = (id: string, name: string) => id === name || id.startsWith(`${name}/`);
/** Bundled: a listed package, or a package one of them imports. */
const bundled = (id: string, importer: string | undefined) =>
  isPackage(id) && !FROM_NODE_MODULES.test(id) && (BUNDLED.some((name) => named(id, name)) || Boolean(importer?.includes('/node_modules/')));

/**
 * MikroORM reads its own version from `../../package.json` (its sources' layout) before `../package.json` (its
 * build's), to check that every @mikro-orm package matches it. Bundled, the first is left to run time, where from
 * dist/node it finds this project's package.json: it is pointed at the package's own instead.
 */
const mikroOrmVersion = {
  name: 'mikro-orm-version',
  resolveId(this: { resolve: (id: string, importer?: string) => Promise<unknown> }, id: string, importer: string | undefined) {
    if (id === '../../package.json' && importer?.includes('/@mikro-orm/core/utils/')) return this.resolve('@mikro-orm/core/package.json', importer);
    return null;
  },
};

/**
 * `import … from 'node:http'` in an ES module makes Node build the module's ES face, which reads every export, and
 * one of them loads undici (the HTTP client behind fetch, which the server never uses): 60 ms of a start. In the
 * bundle, an import of node:http (ours, tRPC's) takes the module from `process.getBuiltinModule` instead, exporting the
 * plain values only (reading a lazy one would load undici again); a `require` of it is left as it is (it builds no ES
 * face). The performance ledger (docs/performance.md) has the figures.
 */
const NODE_HTTP = '\0node-http';
const nodeHttpWithoutUndici = {
  name: 'node-http-without-undici',
  resolveId(id: string, _importer: string | undefined, options: { kind?: string }) {
    return (id === 'node:http' || id === 'http') && options.kind === 'import-statement' ? NODE_HTTP : null;
  },
  load(id: string) {
    if (id !== NODE_HTTP) return null;
    const http = process.getBuiltinModule('node:http');
    const plain = Object.entries(Object.getOwnPropertyDescriptors(http)).filter(([, descriptor]) => 'value' in descriptor).map(([name]) => name);
    return `const http = process.getBuiltinModule('node:http');\nexport default http;\nexport const { ${plain.join(', ')} } = http;\n`;
  },
};

export default defineConfig({
  entry: { main: 'server/main.ts', admin: 'server/cli/admin.ts', seed: 'server/cli/seed.ts', backup: 'server/cli/backup.ts', restore: 'server/cli/restore.ts' },
  outDir: 'dist/node',
  platform: 'node',
  format: 'esm',
  // The package is "type": "module": .js, not .mjs, so the file names read as in docs/compiled-server.md.
  fixedExtension: false,
  deps: {
    alwaysBundle: (id, importer) => bundled(id, importer),
    neverBundle: (id, importer) => isPackage(id) && !bundled(id, importer),
    onlyBundle: false,
  },
  // The bundled CommonJS packages keep their `require` where they hand it on as a value (umzug's command line, in the
  // migrator): in an ES module it is made here, resolving from dist/node as their own would from node_modules.
  plugins: [mikroOrmVersion, nodeHttpWithoutUndici],
  // The bundled packages' JSDoc goes (a smaller file to read at each start); licences and bundler annotations stay.
  outputOptions: { comments: { legal: true, annotation: true, jsdoc: false } },
  banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
  // For reading a logged stack trace against the sources: NODE_OPTIONS=--enable-source-maps. Not on by default:
  // Node then also reads the source maps that packages in node_modules ship, which slows every start.
  sourcemap: true,
  failOnWarn: true,
});
