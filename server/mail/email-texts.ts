// The e-mails' fixed texts, from the message file of the site's default language (staff read them): its `emails`
// export (shared/i18n/messages/<code>.ts), which the pages' chunks leave out. A bar whose default language is another
// translates them in that language's one message file; nothing here names a language.
import { DEFAULT_LANG, type Lang } from '../../shared/config/languages';
import type { EmailKey, EmailTexts } from '../../shared/i18n/catalog-types';
import { fillValues, type MessageValues } from '../../shared/i18n/fill-values';
import { loadMessageFile } from '../i18n/message-files';

/** The e-mail texts of one language, and its code (the HTML part's `lang`). */
export interface EmailWords {
  lang: Lang;
  t: (key: EmailKey, values?: MessageValues) => string;
}

/** Words from a given set of texts (the tests give one of their own). */
export function emailWords(lang: Lang, texts: EmailTexts): EmailWords {
  return { lang, t: (key, values) => fillValues(texts[key], values) };
}

const loaded = new Map<Lang, EmailWords>();

/** The e-mails' words in a language (the site's default one unless told), read once. */
export async function loadEmailWords(lang: Lang = DEFAULT_LANG): Promise<EmailWords> {
  let words = loaded.get(lang);
  if (!words) {
    words = emailWords(lang, (await loadMessageFile(lang)).emails);
    loaded.set(lang, words);
  }
  return words;
}
