import { describe, expect, it } from 'vitest';
import { ALLERGEN_WORDS, DIET_WORDS, knownAllergenWord, knownDietWord, unknownAllergenLabel, usedWords } from './dietary';
import { ALLERGEN_LABELS, DIETARY_LABELS, allergenLabel, dietaryLabel } from './dietary-labels';

describe('dietaryLabel', () => {
  it('knows the house abbreviations', () => {
    expect(dietaryLabel('gluten-free')).toMatchObject({ abbr: 'GF', label: 'Gluten-free' });
    expect(dietaryLabel(' VEGAN ')).toMatchObject({ abbr: 'VG', label: 'Vegan' });
    expect(dietaryLabel('halal').abbr).toBe('H');
  });
  it('makes a readable label for an unknown tag', () => {
    expect(dietaryLabel('low-fodmap')).toEqual({ abbr: 'LF', label: 'Low-fodmap', description: 'Low-fodmap' });
  });
  it('uses distinct abbreviations', () => {
    const abbrs = Object.values(DIETARY_LABELS).map((l) => l.abbr);
    expect(new Set(abbrs).size).toBe(abbrs.length);
  });
});

describe('allergenLabel', () => {
  it('names known and unknown allergens', () => {
    expect(allergenLabel('tree-nuts')).toBe('Tree nuts');
    expect(allergenLabel('sulphites')).toBe('Sulphites');
    expect(allergenLabel('crustacean-shells')).toBe('Crustacean shells');
  });
});

describe('usedWords', () => {
  it('keeps the vocabulary order, unknown words last', () => {
    expect(usedWords(Object.keys(ALLERGEN_LABELS), ['eggs', 'kiwi', 'gluten', 'eggs'])).toEqual(['gluten', 'eggs', 'kiwi']);
  });
});

describe('known words', () => {
  it('are the vocabulary’s, in any case, and nothing else', () => {
    expect(knownDietWord(' Gluten-Free ')).toBe('gluten-free');
    expect(knownDietWord('low-fodmap')).toBeNull();
    expect(knownDietWord('constructor')).toBeNull();
    expect(knownAllergenWord('TREE-NUTS')).toBe('tree-nuts');
    expect(knownAllergenWord('kiwi')).toBeNull();
    expect(unknownAllergenLabel('crustacean-shells')).toBe('Crustacean shells');
  });
});

describe('the word lists', () => {
  it('list every known word of the vocabularies, in their order', () => {
    expect([...DIET_WORDS]).toEqual(Object.keys(DIETARY_LABELS));
    expect([...ALLERGEN_WORDS]).toEqual(Object.keys(ALLERGEN_LABELS));
  });
});
