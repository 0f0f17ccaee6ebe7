// A public page's head tags in its route's language: title and description from the catalog. A description names the
// bar and its town as {name} and {town}, put in here from the identity module, as the default description has them.
import { DEFAULT_LANG, isLang } from '../../../shared/config/languages';
import { site } from '../../../shared/config/site';
import type { MessageKey } from '../../i18n/catalog-types';
import { catalogOf } from '../../i18n/catalogs';
import { translator } from '../../i18n/translate';
import { seo, type HeadMeta } from './seo';

const BAR_VALUES = { name: site.name, town: `${site.address.city}, ${site.address.region}` } as const;

/** `lang` is the route's {-$lang} param (none: the default language), whose catalog the root route has loaded. */
export function pageSeo(keys: { title: MessageKey; description: MessageKey }, lang: string | undefined): HeadMeta[] {
  const t = translator(catalogOf(isLang(lang) ? lang : DEFAULT_LANG));
  return seo({ title: t(keys.title), description: t(keys.description, BAR_VALUES) }, lang);
}
