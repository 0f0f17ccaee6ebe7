// The e-mails' fixed texts, from the message file of the site's default language (staff read them): its `emails`
// export (shared/i18n/messages/<code>.ts), which the pages' chunks leave out. A bar whose default language is another
// translates them in that language's one message file; nothing here names a language.
import { DEFAULT_LANG, type Lang } from '../../shared/config/languages';
import type { EmailKey, EmailTexts } from '../../shared/i18n/catalog-types';
import { fillValues, type MessageValues } from '../../shared/i18n/fill-values';

/** The e-mail texts of one language, and its code (the HTML part's `lang`). */
export interface EmailWords {
  lang: Lang;
  t: (key: EmailKey, values?: MessageValues) => string;
}

type Loader = () => Promise<EmailTexts>;

/**
 * The message files by path. The bundlers (tsdown for dist/node, vitest) expand the glob when they build; plain tsx
 * (`npm run dev`, the CLIs) has no `import.meta.glob` and imports the language's file by its name instead.
 */
function bundledFiles(): Record<string, Loader> | null {
  try {
    return import.meta.glob<EmailTexts>('../../shared/i18n/messages/*.ts', { import: 'emails' });
  } catch {
    return null;
  }
}
const FILES = bundledFiles();

function loaderOf(lang: Lang): Loader | undefined {
  if (FILES) return FILES[`../../shared/i18n/messages/${lang}.ts`];
  return async () => ((await import(`../../shared/i18n/messages/${lang}.ts`)) as { emails: EmailTexts }).emails;
}

/** Words from a given set of texts (the tests give one of their own). */
export function emailWords(lang: Lang, texts: EmailTexts): EmailWords {
  return { lang, t: (key, values) => fillValues(texts[key], values) };
}

const loaded = new Map<Lang, Promise<EmailWords>>();

/** The e-mails' words in a language (the site's default one unless told), read once. */
export function loadEmailWords(lang: Lang = DEFAULT_LANG): Promise<EmailWords> {
  let words = loaded.get(lang);
  if (!words) {
    const load = loaderOf(lang);
    if (!load) return Promise.reject(new Error(`No message file for the configured language "${lang}": add shared/i18n/messages/${lang}.ts.`));
    words = load().then((texts) => emailWords(lang, texts));
    words.catch(() => loaded.delete(lang));
    loaded.set(lang, words);
  }
  return words;
}
