// Languages named in an English sentence (the admin, the API's descriptions), from shared/config/languages.ts: the
// translation languages together ("Spanish", "Spanish and French"), so no sentence names one language as the only one.
import { LANGUAGE_NAMES, TRANSLATION_LANGUAGES, type Lang } from '../config/languages';

/** Words in a sentence: "a", "a and b", "a, b and c" (`or` for a choice). */
export function wordList(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/** The languages' English names in a sentence: "Spanish", "Spanish and French". */
export function languageList(languages: readonly Lang[], conjunction: 'and' | 'or' = 'and'): string {
  return wordList(languages.map((language) => LANGUAGE_NAMES[language]), conjunction);
}

/** Every language content is translated into, named in English ("Spanish"). */
export const TRANSLATION_NAMES = languageList(TRANSLATION_LANGUAGES);
