// The add forms' tag and its twins, and what they say when refused: a tag typed in another language while the English
// one is empty would be shown to nobody (the card then reads the dish's own tag), so the form refuses it by name rather
// than drop it unsaid; the shared schema's refusals are said in the admin's language.
import { DEFAULT_LANG, type Lang } from '../../../shared/config/languages';
import { translationWithoutText, type Translations } from '../../../shared/rules/translations';
import { inAdminLanguage } from '../../components/admin/form-errors';
import type { AdminTranslate } from '../../i18n/admin-language';
import { languageName } from '../../i18n/language-name';

/** Why the tag cannot go as typed, for the English box, in the admin's language; undefined when it can. */
export function orphanTwinRefusal(tag: string, translations: Translations, field: string, t: AdminTranslate, lang: Lang): string | undefined {
  const language = translationWithoutText(tag, translations, field);
  return language ? t('highlights.orphanTwin', { language: languageName(DEFAULT_LANG, lang), twin: languageName(language, lang) }) : undefined;
}

/** The shared schema's refusals of an add form (by field path), each in the admin's language. */
export function refusalsInAdminLanguage(fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path, inAdminLanguage(message)]));
}
