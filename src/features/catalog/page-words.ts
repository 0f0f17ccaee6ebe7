// The menu's and the drinks' <title> and meta description in the page's language, for their routes' `head` (outside
// React: the route's {-$lang} param, whose catalog the root route has loaded). The catalogs write the bar's name and
// town as {name} and {town}; they are the identity module's, as these descriptions always said.
import { DEFAULT_LANG, isLang } from '../../../shared/config/languages';
import { site } from '../../../shared/config/site';
import type { CatalogKind } from '../../../shared/schemas/catalog';
import { catalogOf } from '../../i18n/catalogs';
import { translator } from '../../i18n/translate';

export function pageWords(lang: string | undefined, kind: CatalogKind): { title: string; description: string } {
  const t = translator(catalogOf(isLang(lang) ? lang : DEFAULT_LANG));
  return {
    title: t(`${kind}.title`),
    description: t(`${kind}.description`, { name: site.name, town: `${site.address.city}, ${site.address.region}` }),
  };
}
