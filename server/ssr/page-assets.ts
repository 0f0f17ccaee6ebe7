// Which built files a page needs beyond the entry's own tags in index.html: the chunks the entry imports
// dynamically (none today: main.tsx imports the app statically), the code-split chunks of the matched routes, and
// their CSS, which a server-rendered page links in its head so the first paint is styled. Read from Vite's build
// manifest.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface PageAssets {
  css: string[];
  modules: string[];
}

const ROUTES_DIR = 'src/routes';
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/**
 * The source files a route id can come from under file-based routing: "/{-$lang}/" is {-$lang}/index.tsx,
 * "/{-$lang}/menu" is {-$lang}/menu.tsx or {-$lang}/menu/route.tsx, "/{-$lang}" is {-$lang}.tsx or {-$lang}/route.tsx.
 */
export function routeSourceCandidates(routeId: string): string[] {
  if (routeId === '__root__') return [];
  const stems = routeId.endsWith('/') ? [`${routeId}index`] : [routeId, `${routeId}/route`];
  return stems.flatMap((stem) => EXTENSIONS.map((extension) => `${ROUTES_DIR}${stem}${extension}`));
}

/** The manifest key of the route's code-split component chunk ("src/routes/{-$lang}/menu.tsx?tsr-split=component"). */
export function routeChunkKey(manifest: BuildManifest, routeId: string): string | undefined {
  const sources = routeSourceCandidates(routeId);
  return Object.keys(manifest).find((key) => {
    const [source, query] = key.split('?');
    const split = new URLSearchParams(query ?? '').get('tsr-split');
    return sources.includes(source ?? '') && split !== null && split.split('---').includes('component');
  });
}

/**
 * Every chunk statically reachable from `key`, itself included, imports before importers: the order in which
 * Vite links a dynamically imported chunk's CSS in the browser, so shared styles come before the page's own.
 */
function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>(), order: string[] = []): string[] {
  if (seen.has(key) || !manifest[key]) return order;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen, order);
  order.push(key);
  return order;
}

/** The entry's own files are already in index.html (module script, modulepreloads, stylesheet). */
function entryFiles(manifest: BuildManifest): Set<string> {
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    for (const reachable of staticClosure(manifest, key)) {
      const { file, css = [] } = manifest[reachable]!;
      files.add(file);
      for (const sheet of css) files.add(sheet);
    }
  }
  return files;
}

/** The start-up and route chunks and their stylesheets (matched routes root first), without the entry's own. */
export function pageAssets(manifest: BuildManifest, routeIds: readonly string[]): PageAssets {
  const already = entryFiles(manifest);
  const startup = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.dynamicImports ?? []) : []));
  const routes = routeIds.map((routeId) => routeChunkKey(manifest, routeId)).filter((key) => key !== undefined);
  const css = new Set<string>();
  const modules = new Set<string>();
  for (const key of [...startup, ...routes]) {
    for (const reachable of staticClosure(manifest, key)) {
      const chunk = manifest[reachable]!;
      if (!already.has(chunk.file)) modules.add(chunk.file);
      for (const sheet of chunk.css ?? []) if (!already.has(sheet)) css.add(sheet);
    }
  }
  return { css: [...css], modules: [...modules] };
}

export function stylesheetTags(files: readonly string[]): string[] {
  return files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
}

export function modulePreloadTags(files: readonly string[]): string[] {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}
