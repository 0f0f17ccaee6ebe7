import { describe, expect, it } from 'vitest';
import { langPath, langVersions, splitLangPath, switchLangHref } from './language-paths';

describe('language paths', () => {
  it('reads the language of a path and the page without its prefix', () => {
    expect(splitLangPath('/es/menu')).toEqual({ lang: 'es', path: '/menu' });
    expect(splitLangPath('/es')).toEqual({ lang: 'es', path: '/' });
    expect(splitLangPath('/es/')).toEqual({ lang: 'es', path: '/' });
    expect(splitLangPath('/es/menu/print')).toEqual({ lang: 'es', path: '/menu/print' });
    expect(splitLangPath('/menu')).toEqual({ lang: 'en', path: '/menu' });
    expect(splitLangPath('/')).toEqual({ lang: 'en', path: '/' });
    // Neither another word nor the default language's own code is a prefix.
    expect(splitLangPath('/fr/menu')).toEqual({ lang: 'en', path: '/fr/menu' });
    expect(splitLangPath('/en/menu')).toEqual({ lang: 'en', path: '/en/menu' });
    expect(splitLangPath('/espresso')).toEqual({ lang: 'en', path: '/espresso' });
  });

  it('writes a page path in a language', () => {
    expect(langPath('/', 'es')).toBe('/es');
    expect(langPath('/menu', 'es')).toBe('/es/menu');
    expect(langPath('/menu', 'en')).toBe('/menu');
    expect(langPath('/', 'en')).toBe('/');
  });

  it('switches an address to the other language, keeping the query and the anchor', () => {
    expect(switchLangHref({ pathname: '/menu', search: '?exclude=gluten,tree-nuts', hash: '#paellas' }, 'es')).toBe('/es/menu?exclude=gluten,tree-nuts#paellas');
    expect(switchLangHref({ pathname: '/es/menu', search: '?exclude=gluten', hash: '#paellas' }, 'en')).toBe('/menu?exclude=gluten#paellas');
    expect(switchLangHref({ pathname: '/es', search: '', hash: '' }, 'en')).toBe('/');
    expect(switchLangHref({ pathname: '/', search: '?', hash: '#' }, 'es')).toBe('/es');
    expect(switchLangHref({ pathname: '/about', search: 'x=1', hash: 'photo-credits' }, 'es')).toBe('/es/about?x=1#photo-credits');
    expect(switchLangHref({ pathname: '/es/drinks', search: '?region=rioja' }, 'es')).toBe('/es/drinks?region=rioja');
  });

  it('lists the versions of a page, the default language first', () => {
    expect(langVersions('/gallery')).toEqual([
      { lang: 'en', path: '/gallery' },
      { lang: 'es', path: '/es/gallery' },
    ]);
  });
});
