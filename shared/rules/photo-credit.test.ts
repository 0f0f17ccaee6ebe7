import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../config/languages';
import { ruleWords } from '../i18n/rule-words';
import { galleryManifest } from '../schemas/gallery';
import { creditInLanguage, licenceOf, parseSiteCredit, photoTitle, writeCredit } from './photo-credit';

const bundled = galleryManifest.parse(JSON.parse(readFileSync(new URL('../../public/images/gallery/manifest.json', import.meta.url), 'utf8'))).photos;
const GAMBAS = '/images/gallery/food/gambas-al-ajillo.jpg';

describe('photo credits', () => {
  it('writes a bundled photo’s credit line in the reader’s language', () => {
    const credit = 'Photo: Javier Lastras, CC BY 2.0, via Wikimedia Commons';
    expect(creditInLanguage(GAMBAS, credit, 'es')).toBe('Foto: Javier Lastras, CC BY 2.0, vía Wikimedia Commons');
    expect(creditInLanguage(GAMBAS, credit, 'en')).toBe(credit);
    expect(creditInLanguage(GAMBAS, 'Photo: octopusonfire, public domain, via PublicDomainRecipes.com', 'es')).toBe('Foto: octopusonfire, dominio público, vía PublicDomainRecipes.com');
    expect(creditInLanguage(GAMBAS, 'Photo: Todd Diemer, Unsplash License', 'es')).toBe('Foto: Todd Diemer, licencia de Unsplash');
    expect(creditInLanguage(GAMBAS, 'Photo: Andy Li, CC0, via Wikimedia Commons', 'es')).toBe('Foto: Andy Li, CC0, vía Wikimedia Commons');
  });

  it('keeps an uploaded photo’s credit as staff typed it, and any credit not in the site’s form', () => {
    const upload = '/uploads/3f2a9c0d1e4b5a6c-1600.jpg';
    expect(creditInLanguage(upload, 'Photo: Ana, CC BY 4.0, via Flickr', 'es')).toBe('Photo: Ana, CC BY 4.0, via Flickr');
    expect(creditInLanguage(GAMBAS, 'Taken by Marta at the bar', 'es')).toBe('Taken by Marta at the bar');
    expect(creditInLanguage(GAMBAS, '  ', 'es')).toBeNull();
    expect(creditInLanguage(GAMBAS, null, 'es')).toBeNull();
  });

  it('reads every bundled credit in the site’s form, and writes it back word for word in English', () => {
    for (const photo of bundled) {
      const parts = parseSiteCredit(photo.credit ?? '');
      expect(parts, photo.src).not.toBeNull();
      expect(writeCredit(parts!, 'en'), photo.src).toBe(photo.credit);
    }
  });

  it('has a title for every bundled photo in every language, accents and all', () => {
    for (const lang of LANG_CODES) {
      const words: Readonly<Record<string, string>> = ruleWords(lang);
      for (const photo of bundled) {
        const name = photo.src.split('/').pop()!.replace(/\.jpg$/, '');
        expect(words[`credit.photo.${name}`], `${lang} ${name}`).toBeTruthy();
      }
    }
    expect(photoTitle('/images/gallery/food/tortilla-espanola.jpg', 'es')).toBe('Tortilla española');
    expect(photoTitle('/images/gallery/food/paella-seafood.jpg', 'en')).toBe('Seafood paella');
    // A photo the catalog does not know is named by its file name.
    expect(photoTitle('/images/gallery/food/pulpo-a-feira.jpg', 'es')).toBe('Pulpo a feira');
  });

  it('names the licence of a credit line in the reader’s language, with the address of its text', () => {
    expect(licenceOf('Photo: X, CC BY 4.0, via Y', 'es')).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' });
    expect(licenceOf('Photo: X, CC0, via Y', 'en')?.name).toBe('CC0 1.0');
    expect(licenceOf('Photo: X, public domain, via Y', 'en')?.name).toBe('Public domain');
    expect(licenceOf('Photo: X, public domain, via Y', 'es')?.name).toBe('Dominio público');
    expect(licenceOf('Photo: X, Unsplash License', 'es')).toEqual({ name: 'Licencia de Unsplash', url: 'https://unsplash.com/license' });
    expect(licenceOf('Taken by Marta', 'es')).toBeNull();
  });
});
