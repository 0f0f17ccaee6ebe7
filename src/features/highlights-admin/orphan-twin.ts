// The add forms' tag and its twins: a tag typed in another language while the English one is empty would be shown to
// nobody (the card then reads the dish's own tag), so the form refuses it by name rather than drop it unsaid.
import { LANGUAGE_NAMES } from '../../../shared/config/languages';
import { translationWithoutText, type Translations } from '../../../shared/rules/translations';

/** Why the tag cannot go as typed, for the English box; undefined when it can. */
export function orphanTwinRefusal(tag: string, translations: Translations, field: string): string | undefined {
  const language = translationWithoutText(tag, translations, field);
  return language ? `Type the tag in English too: the ${LANGUAGE_NAMES[language]} tag is shown with it.` : undefined;
}
