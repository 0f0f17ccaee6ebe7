// A public page's versions for search engines: <link rel="alternate" hreflang> to the page in every language, at
// absolute addresses, and x-default (the default language's). The canonical link stays the page's own language's.
import { DEFAULT_LANG } from '../../../shared/config/languages';
import { langPath, langVersions, splitLangPath } from '../../../shared/rules/language-paths';
import { absoluteUrl } from './seo';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The alternates of the page at `pathname` ("/es/menu" or "/menu": the same list). */
export function alternates(pathname: string): Alternate[] {
  const { path } = splitLangPath(pathname);
  return [
    ...langVersions(path).map((version) => ({ hreflang: version.lang, href: absoluteUrl(version.path) })),
    { hreflang: 'x-default', href: absoluteUrl(langPath(path, DEFAULT_LANG)) },
  ];
}
