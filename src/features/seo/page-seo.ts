// A public page's head tags in its route's language: title and description from the catalog. A description names the
// bar, its street and town as {name}, {street} and {town}: filled with the owner's settings where the head is written
// (resolveHead, on the server and in the browser), so a renamed or moved bar says so on every page.
import { DEFAULT_LANG, isLang } from '../../../shared/config/languages';
import type { MessageKey } from '../../i18n/catalog-types';
import { catalogOf } from '../../i18n/catalogs';
import { translator } from '../../i18n/translate';
import { seo, type HeadMeta } from './seo';

/** `lang` is the route's {-$lang} param (none: the default language), whose catalog the root route has loaded. */
export function pageSeo(keys: { title: MessageKey; description: MessageKey }, lang: string | undefined): HeadMeta[] {
  const t = translator(catalogOf(isLang(lang) ? lang : DEFAULT_LANG));
  return seo({ title: t(keys.title), description: t(keys.description) });
}
