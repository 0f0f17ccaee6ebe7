// The menu's and the drinks' <title> and meta description in the page's language, for their routes' `head` (outside
// React: the route's {-$lang} param, whose catalog the root route has loaded). The catalogs write the bar's name and
// town as {name} and {town}, left for the head to fill with the owner's settings (src/features/seo/document-head.tsx).
import { DEFAULT_LANG, isLang } from '../../../shared/config/languages';
import type { CatalogKind } from '../../../shared/schemas/catalog';
import { catalogOf } from '../../i18n/catalogs';
import { translator } from '../../i18n/translate';

export function pageWords(lang: string | undefined, kind: CatalogKind): { title: string; description: string } {
  const t = translator(catalogOf(isLang(lang) ? lang : DEFAULT_LANG));
  return {
    title: t(`${kind}.title`),
    description: t(`${kind}.description`),
  };
}
