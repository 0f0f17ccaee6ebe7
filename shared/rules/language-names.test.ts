import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, TRANSLATION_LANGUAGES } from '../config/languages';
import { languageList, TRANSLATION_NAMES, wordList } from './language-names';

describe('languages named in a sentence', () => {
  it('joins one, two or more words the English way', () => {
    expect(wordList([])).toBe('');
    expect(wordList(['Spanish'])).toBe('Spanish');
    expect(wordList(['Spanish', 'French'])).toBe('Spanish and French');
    expect(wordList(['Spanish', 'French', 'German'], 'or')).toBe('Spanish, French or German');
  });

  it('names the configured translation languages by their English names', () => {
    expect(TRANSLATION_NAMES).toBe(wordList(TRANSLATION_LANGUAGES.map((language) => LANGUAGE_NAMES[language])));
    expect(languageList(['es'])).toBe('Spanish');
    expect(languageList(['en', 'es'], 'or')).toBe('English or Spanish');
  });
});
