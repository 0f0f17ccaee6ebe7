// A language's name as another language says it ("Spanish" in English, "español" in Spanish): the platform's
// Intl.DisplayNames, so a language added to the configuration is named in every other without a word written here.
import { INTL_LOCALE, type Lang } from '../../shared/config/languages';

const names = new Map<Lang, Intl.DisplayNames>();

export function languageName(code: Lang, inLanguage: Lang): string {
  let display = names.get(inLanguage);
  if (!display) {
    display = new Intl.DisplayNames([INTL_LOCALE[inLanguage]], { type: 'language', fallback: 'code' });
    names.set(inLanguage, display);
  }
  return display.of(code) ?? code;
}

const lists = new Map<Lang, Intl.ListFormat>();

/** Languages named together as `inLanguage` says a list ("Spanish and French", "español y francés"). */
export function languageList(codes: readonly Lang[], inLanguage: Lang): string {
  let list = lists.get(inLanguage);
  if (!list) {
    list = new Intl.ListFormat([INTL_LOCALE[inLanguage]], { type: 'conjunction' });
    lists.set(inLanguage, list);
  }
  return list.format(codes.map((code) => languageName(code, inLanguage)));
}
