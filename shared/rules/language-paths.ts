// A page's address in each language: the default language's pages keep their unprefixed paths ("/menu"), another's sit
// under its code ("/es/menu", "/es" for the home page). The query and the anchor are the page's own in every language.
import { DEFAULT_LANG, isLang, LANG_CODES, type Lang } from '../config/languages';

/** The language a path is in and the page's path without the prefix: "/es/menu" → es, "/menu"; "/menu" → en, "/menu". */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== DEFAULT_LANG && isLang(first)) {
    const rest = match[2] ?? '/';
    return { lang: first, path: rest.length > 1 ? rest.replace(/\/+$/, '') || '/' : '/' };
  }
  return { lang: DEFAULT_LANG, path: pathname };
}

/** The page's path in `lang`: ("/menu", "es") → "/es/menu"; ("/", "es") → "/es"; ("/menu", "en") → "/menu". */
export function langPath(path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** The same address in another language, its query and anchor kept: "/menu?exclude=gluten#paellas" → "/es/menu?exclude=gluten#paellas". */
export function switchLangHref(address: { pathname: string; search?: string; hash?: string }, lang: Lang): string {
  const { path } = splitLangPath(address.pathname);
  const search = address.search && address.search !== '?' ? (address.search.startsWith('?') ? address.search : `?${address.search}`) : '';
  const hash = address.hash && address.hash !== '#' ? (address.hash.startsWith('#') ? address.hash : `#${address.hash}`) : '';
  return `${langPath(path, lang)}${search}${hash}`;
}

/** Every language's version of a page path, default language first. */
export function langVersions(path: string): { lang: Lang; path: string }[] {
  return LANG_CODES.map((lang) => ({ lang, path: langPath(path, lang) }));
}
