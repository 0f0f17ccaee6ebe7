// The dietary vocabulary in each language: English exactly as the house's words (what the admin and the English pages
// always said), every language with distinct abbreviations, unknown tags reading as themselves.
import { beforeAll, describe, expect, it } from 'vitest';
import { LANG_CODES } from '../../shared/config/languages';
import { site } from '../../shared/config/site';
import { ALLERGEN_LABELS, DIETARY_LABELS } from '../../shared/rules/dietary-labels';
import { catalogOf, loadCatalog } from '../i18n/catalogs';
import { translator } from '../i18n/translate';
import { dietaryWords, type DietaryWords } from './dietary-words';

const wordsIn = (lang: (typeof LANG_CODES)[number]): DietaryWords => dietaryWords(translator(catalogOf(lang)));

beforeAll(async () => {
  for (const lang of LANG_CODES) await loadCatalog(lang);
});

describe('the dietary vocabulary', () => {
  it('is in English exactly the house’s words', () => {
    const en = wordsIn('en');
    for (const [tag, label] of Object.entries(DIETARY_LABELS)) expect(en.diet(tag)).toEqual(label);
    for (const [tag, { label, description }] of Object.entries(ALLERGEN_LABELS)) {
      expect(en.allergen(tag)).toBe(label);
      expect(en.allergenDescription(tag)).toBe(description);
    }
    expect([1, 2, 3].map(en.heat)).toEqual(['Mild', 'Medium', 'Hot']);
    expect(catalogOf('en')['allergy.caution']).toBe(site.allergyCaution);
  });

  it('is in Spanish the bar’s Spanish, with the tags read in any case', () => {
    const es = wordsIn('es');
    expect(es.diet(' Gluten-Free ')).toEqual({ abbr: 'SG', label: 'Sin gluten', description: 'Elaborado sin ingredientes que lleven gluten.' });
    expect(es.allergen('tree-nuts')).toBe('Frutos de cáscara');
    expect(es.allergenDescription('eggs')).toBe('También el alioli y la mayonesa.');
    expect([1, 2, 3, 4].map(es.heat)).toEqual(['Suave', 'Medio', 'Muy picante', 'Picante']);
  });

  it('has distinct abbreviations and labels in every language', () => {
    for (const lang of LANG_CODES) {
      const words = wordsIn(lang);
      const diets = Object.keys(DIETARY_LABELS).map(words.diet);
      expect(new Set(diets.map((diet) => diet.abbr)).size, lang).toBe(diets.length);
      expect(new Set(diets.map((diet) => diet.label)).size, lang).toBe(diets.length);
      const allergens = Object.keys(ALLERGEN_LABELS).map(words.allergen);
      expect(new Set(allergens).size, lang).toBe(allergens.length);
    }
  });

  it('reads a tag the house does not know as itself, in every language', () => {
    for (const lang of LANG_CODES) {
      const words = wordsIn(lang);
      expect(words.diet('low-fodmap')).toEqual({ abbr: 'LF', label: 'Low-fodmap', description: 'Low-fodmap' });
      expect(words.allergen('crustacean-shells')).toBe('Crustacean shells');
      expect(words.allergenDescription('crustacean-shells')).toBeNull();
    }
  });
});
