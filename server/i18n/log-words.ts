// The admin catalogs as the server reads them: the activity log's sentences, written in each reader's language
// (shared/rules/activity-sentences.ts) from the `log.*` texts of shared/i18n/admin/<code>.ts. Found by the language's
// code, like the message files (message-files.ts): a new language is its files and its line of configuration.
import { LANGUAGES, type Lang } from '../../shared/config/languages';
import type { AdminCatalog } from '../../shared/i18n/catalog-types';
import { messages as reference } from '../../shared/i18n/admin/en';
import { fillValues } from '../../shared/i18n/fill-values';
import type { LogWords } from '../../shared/rules/activity-sentences';

type Loader = () => Promise<{ messages: AdminCatalog }>;

/** The bundlers expand the glob; plain tsx (`npm run dev`, the CLIs) imports the language's file by its name instead. */
function bundledFiles(): Record<string, Loader> | null {
  try {
    return import.meta.glob<{ messages: AdminCatalog }>('../../shared/i18n/admin/*.ts');
  } catch {
    return null;
  }
}
const FILES = bundledFiles();

function loaderOf(lang: Lang): Loader | undefined {
  if (FILES) return FILES[`../../shared/i18n/admin/${lang}.ts`];
  return () => import(`../../shared/i18n/admin/${lang}.ts`) as Promise<{ messages: AdminCatalog }>;
}

function wordsOf(lang: Lang, catalog: Readonly<Record<string, string>>): LogWords {
  return { lang, t: (key, values) => fillValues(catalog[key] ?? key, values) };
}

/** The catalog the log's sentences are recorded in (`summary`): the reference one, English. */
export const RECORDED_CATALOG: Readonly<Record<string, string>> = reference;

/** The words the log is recorded in, at hand without a read. */
export const RECORDED_WORDS: LogWords = wordsOf(LANGUAGES[0].code, reference);

const loaded = new Map<Lang, Promise<LogWords>>([[LANGUAGES[0].code, Promise.resolve(RECORDED_WORDS)]]);

/** The log's words in `lang`, its admin catalog read once (a failed read is tried again next time). */
export function loadLogWords(lang: Lang): Promise<LogWords> {
  let words = loaded.get(lang);
  if (!words) {
    const load = loaderOf(lang);
    if (!load) return Promise.reject(new Error(`No admin catalog for the configured language "${lang}": add shared/i18n/admin/${lang}.ts.`));
    words = load().then(({ messages }) => wordsOf(lang, messages));
    words.catch(() => loaded.delete(lang));
    loaded.set(lang, words);
  }
  return words;
}
