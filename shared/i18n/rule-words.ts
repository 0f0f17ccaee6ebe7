// The words the shared rules write (the calendar's and the clock's, the hours' lines) come from each language's message
// file, like every other word guests read: a page downloads its own language's only. The rules run on both sides and
// are synchronous, so each side hands over the catalogs it has read: the browser the page's (src/i18n/catalogs.ts),
// the server each file it reads (server/i18n/message-files.ts). A rule asked for a language nobody read says so.
import type { Lang } from '../config/languages';
import type { Catalog } from './catalog-types';

const catalogs = new Map<Lang, Catalog>();

/** Makes a language's catalog the words the rules write in it. */
export function provideRuleWords(lang: Lang, catalog: Catalog): void {
  catalogs.set(lang, catalog);
}

/** The catalog the rules write a language's words from. */
export function ruleWords(lang: Lang): Catalog {
  const catalog = catalogs.get(lang);
  if (!catalog) throw new Error(`The rules write in "${lang}" before its message file was read (the browser's language route and the server's loadMessageFile read it).`);
  return catalog;
}
