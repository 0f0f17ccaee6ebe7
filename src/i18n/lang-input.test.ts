import { describe, expect, it } from 'vitest';
import { langInput, routeLang, withLang } from './lang-input';

describe('the language of a public read', () => {
  it('is left out for the default language, so English reads stay as they were', () => {
    expect(langInput('en')).toBeUndefined();
    expect(withLang({ limit: 5 }, 'en')).toStrictEqual({ limit: 5 });
  });

  it('is sent for another language', () => {
    expect(langInput('es')).toStrictEqual({ lang: 'es' });
    expect(withLang({ limit: 5 }, 'es')).toStrictEqual({ limit: 5, lang: 'es' });
  });

  it("reads a route's param: none or an unknown one is the default", () => {
    expect(routeLang(undefined)).toBe('en');
    expect(routeLang('es')).toBe('es');
    expect(routeLang('fr')).toBe('en');
  });
});
