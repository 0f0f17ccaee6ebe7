// A public read's language: none for the default language (its reads, answers and cache entries stay as they were),
// `{ lang }` for another, so the server answers its translated texts (falling back to the default's where staff gave none).
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/config/languages';

/** The route's {-$lang} param as a language (none, or an unknown one: the default). */
export function routeLang(param: string | undefined): Lang {
  return isLang(param) ? param : DEFAULT_LANG;
}

/** The input of a read that takes nothing but the language. */
export function langInput(lang: Lang): { lang: Lang } | undefined {
  return lang === DEFAULT_LANG ? undefined : { lang };
}

/** A read's own input, with the language when it is not the default. */
export function withLang<T extends object>(input: T, lang: Lang): T {
  return lang === DEFAULT_LANG ? input : { ...input, lang };
}
