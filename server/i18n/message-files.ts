// The languages' message files (shared/i18n/messages/<code>.ts) as the server reads them: the e-mails' texts
// (server/mail/email-texts.ts), the few page words search engines read (the JSON-LD) and the words the shared rules
// write (the hours' status line: shared/i18n/rule-words.ts). Found by the language's
// code, so a new language is its file and its line of configuration, nothing here.
import type { Lang } from '../../shared/config/languages';
import type { Catalog, EmailTexts } from '../../shared/i18n/catalog-types';
import { provideRuleWords } from '../../shared/i18n/rule-words';

export interface MessageFile {
  messages: Catalog;
  emails: EmailTexts;
}

type Loader = () => Promise<MessageFile>;

/**
 * The message files by path. The bundlers (tsdown for dist/node, vitest) expand the glob when they build; plain tsx
 * (`npm run dev`, the CLIs) has no `import.meta.glob` and imports the language's file by its name instead.
 */
function bundledFiles(): Record<string, Loader> | null {
  try {
    return import.meta.glob<MessageFile>('../../shared/i18n/messages/*.ts');
  } catch {
    return null;
  }
}
const FILES = bundledFiles();

function loaderOf(lang: Lang): Loader | undefined {
  if (FILES) return FILES[`../../shared/i18n/messages/${lang}.ts`];
  return () => import(`../../shared/i18n/messages/${lang}.ts`) as Promise<MessageFile>;
}

const loaded = new Map<Lang, Promise<MessageFile>>();

/** The language's message file, read once (a failed read is tried again next time). */
export function loadMessageFile(lang: Lang): Promise<MessageFile> {
  let file = loaded.get(lang);
  if (!file) {
    const load = loaderOf(lang);
    if (!load) return Promise.reject(new Error(`No message file for the configured language "${lang}": add shared/i18n/messages/${lang}.ts.`));
    file = load().then((read) => {
      provideRuleWords(lang, read.messages);
      return read;
    });
    file.catch(() => loaded.delete(lang));
    loaded.set(lang, file);
  }
  return file;
}
