import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, isLang, LANG_CODES, LANGUAGES, languageOf } from './languages';

describe('languages', () => {
  it('has the default language first, each code once, and an Intl locale Intl knows', () => {
    expect(LANGUAGES[0].code).toBe(DEFAULT_LANG);
    expect(new Set(LANG_CODES).size).toBe(LANG_CODES.length);
    for (const language of LANGUAGES) {
      expect(language.code).toMatch(/^[a-z]{2}$/);
      expect(Intl.DateTimeFormat.supportedLocalesOf([language.locale])).toEqual([language.locale]);
      expect(language.locale.startsWith(`${language.code}-`)).toBe(true);
      expect(language.name.trim()).not.toBe('');
      expect(Object.values(language.offer).every((text) => text.trim() !== '')).toBe(true);
    }
  });

  it('speaks English and Spanish', () => {
    expect(LANG_CODES).toEqual(['en', 'es']);
    expect(languageOf('es')).toMatchObject({ locale: 'es-US', name: 'Español' });
  });

  it('knows its codes and nothing else', () => {
    expect(isLang('es')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang('ES')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});
