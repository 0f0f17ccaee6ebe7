// Counted words ("1 photo", "3 photos"): a catalog writes them as `<key>.one` and `<key>.other`, and the language's
// plural rule (Intl.PluralRules, built once per language on first use) picks one for the count.
import { languageOf, type Lang } from '../../shared/config/languages';
import type { MessageKey } from './catalog-types';

/** The keys that have both a `.one` and an `.other` form, without the suffix. */
export type PluralKey = { [K in MessageKey]: K extends `${infer Base}.one` ? (`${Base}.other` extends MessageKey ? Base : never) : never }[MessageKey];

const rules = new Map<Lang, Intl.PluralRules>();

function ruleOf(lang: Lang): Intl.PluralRules {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(languageOf(lang).locale);
    rules.set(lang, rule);
  }
  return rule;
}

/** The form of `key` for `count` in `lang`: `.one` where the language says "one", `.other` for every other count. */
export function pluralKey(lang: Lang, key: PluralKey, count: number): MessageKey {
  return (ruleOf(lang).select(count) === 'one' ? `${key}.one` : `${key}.other`) as MessageKey;
}
