// Counted words in the admin ("1 translation", "3 translations"): `<key>.one` and `<key>.other` in the admin catalog,
// picked by the language's plural rule as the pages' are (plural.ts).
import { languageOf, type Lang } from '../../shared/config/languages';
import type { AdminKey } from '../../shared/i18n/catalog-types';

/** The admin keys that have both a `.one` and an `.other` form, without the suffix. */
export type AdminPluralKey = { [K in AdminKey]: K extends `${infer Base}.one` ? (`${Base}.other` extends AdminKey ? Base : never) : never }[AdminKey];

const rules = new Map<Lang, Intl.PluralRules>();

export function adminPluralKey(lang: Lang, key: AdminPluralKey, count: number): AdminKey {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(languageOf(lang).locale);
    rules.set(lang, rule);
  }
  return (rule.select(count) === 'one' ? `${key}.one` : `${key}.other`) as AdminKey;
}
