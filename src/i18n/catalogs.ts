// The catalogs, each its own chunk: a page loads its own language's only (the other is never shipped to the guest).
// Loaded ones are kept by language: immutable texts, never a "current language" (the language of a render is its
// route's, so concurrent server renders in two languages never share one).
import { DEFAULT_LANG, type Lang } from '../../shared/config/languages';
import type { Catalog } from './catalog-types';

/** One dynamic import per catalog file (`src/i18n/messages/<code>.ts`, exporting `<code>`): Vite makes a chunk of each. */
const FILES = import.meta.glob<Record<string, Catalog>>('./messages/*.ts');

async function importCatalog(lang: Lang): Promise<Catalog> {
  const load = FILES[`./messages/${lang}.ts`];
  const catalog = load ? (await load())[lang] : undefined;
  if (!catalog) throw new Error(`No catalog for the configured language "${lang}": add src/i18n/messages/${lang}.ts exporting \`${lang}\`.`);
  return catalog;
}

const loaded = new Map<Lang, Catalog>();

/** The language's catalog, fetched once; the route of the language awaits it before its pages render. */
export async function loadCatalog(lang: Lang): Promise<Catalog> {
  const known = loaded.get(lang);
  if (known) return known;
  const catalog = await importCatalog(lang);
  loaded.set(lang, catalog);
  return catalog;
}

/** A loaded catalog. Rendering before the language's route has loaded it is a bug: said loudly. */
export function catalogOf(lang: Lang = DEFAULT_LANG): Catalog {
  const catalog = loaded.get(lang);
  if (!catalog) throw new Error(`The "${lang}" catalog is rendered before it was loaded (the language's route loads it).`);
  return catalog;
}
