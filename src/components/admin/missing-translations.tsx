// The count of texts guests read untranslated on an admin screen (shared/rules/translations.ts missingTranslations):
// staff see at a glance what is left to translate; zero says so too.
import { TRANSLATION_NAMES as NAMES } from '../../../shared/rules/language-names';
import './translated-field.css';

export function missingTranslationsText(count: number): string {
  if (count === 0) return `Every text guests read is in ${NAMES} too.`;
  return `${count} ${NAMES} ${count === 1 ? 'translation' : 'translations'} missing: guests read the English there.`;
}

export function MissingTranslations({ count, className }: { count: number; className?: string }) {
  return <p className={`missing-translations${count ? ' missing-translations--some' : ''}${className ? ` ${className}` : ''}`}>{missingTranslationsText(count)}</p>;
}
