import { describe, expect, it } from 'vitest';
import { missingTranslationsText } from './missing-translations';

describe('the missing translations count', () => {
  it('says how many, in the singular for one, and says so when none is missing', () => {
    expect(missingTranslationsText(0)).toBe('Every text guests read is in Spanish too.');
    expect(missingTranslationsText(1)).toBe('1 Spanish translation missing: guests read the English there.');
    expect(missingTranslationsText(7)).toBe('7 Spanish translations missing: guests read the English there.');
  });
});
