// The catalogs, each its own chunk: a page loads its own language's only (the other is never shipped to the guest).
// Loaded ones are kept by language: immutable texts, never a "current language" (the language of a render is its
// route's, so concurrent server renders in two languages never share one).
import { DEFAULT_LANG, type Lang } from '../../shared/config/languages';
import { provideRuleWords } from '../../shared/i18n/rule-words';
import type { Catalog } from './catalog-types';

/**
 * One dynamic import per message file (`shared/i18n/messages/<code>.ts`): Vite makes a chunk of each. Only its
 * `messages` export is taken, so the chunk leaves out the file's `emails` (the server's): a guest never downloads them.
 * src/main.tsx preloads the same chunk with the same glob.
 */
const FILES = import.meta.glob<Catalog>('../../shared/i18n/messages/*.ts', { import: 'messages' });

async function importCatalog(lang: Lang): Promise<Catalog> {
  const load = FILES[`../../shared/i18n/messages/${lang}.ts`];
  const catalog = load ? await load() : undefined;
  if (!catalog) throw new Error(`No catalog for the configured language "${lang}": add shared/i18n/messages/${lang}.ts exporting \`messages\` and \`emails\`.`);
  return catalog;
}

const loaded = new Map<Lang, Catalog>();

/** The language's catalog, fetched once; the route of the language awaits it before its pages render. */
export async function loadCatalog(lang: Lang): Promise<Catalog> {
  const known = loaded.get(lang);
  if (known) return known;
  const catalog = await importCatalog(lang);
  loaded.set(lang, catalog);
  provideRuleWords(lang, catalog);
  return catalog;
}

/** A loaded catalog. Rendering before the language's route has loaded it is a bug: said loudly. */
export function catalogOf(lang: Lang = DEFAULT_LANG): Catalog {
  const catalog = loaded.get(lang);
  if (!catalog) throw new Error(`The "${lang}" catalog is rendered before it was loaded (the language's route loads it).`);
  return catalog;
}
