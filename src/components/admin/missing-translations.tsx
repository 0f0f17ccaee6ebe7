// The count of texts guests read untranslated on an admin screen (shared/rules/translations.ts missingTranslations):
// staff see at a glance what is left to translate; zero says so too. In the admin's language, the languages named in it.
import { DEFAULT_LANG, TRANSLATION_LANGUAGES, type Lang } from '../../../shared/config/languages';
import { useAdminLang, useAdminT, type AdminTranslate } from '../../i18n/admin-language';
import { languageList, languageName } from '../../i18n/language-name';
import { adminPluralKey } from '../../i18n/admin-plural';
import './translated-field.css';

export function missingTranslationsText(count: number, t: AdminTranslate, lang: Lang): string {
  const languages = languageList(TRANSLATION_LANGUAGES, lang);
  if (count === 0) return t('translations.none', { languages });
  return t(adminPluralKey(lang, 'translations.missing', count), { count, languages, fallback: languageName(DEFAULT_LANG, lang) });
}

export function MissingTranslations({ count, className }: { count: number; className?: string }) {
  const t = useAdminT();
  const lang = useAdminLang();
  return <p className={`missing-translations${count ? ' missing-translations--some' : ''}${className ? ` ${className}` : ''}`}>{missingTranslationsText(count, t, lang)}</p>;
}
