import { describe, expect, it } from 'vitest';
import { languageToOffer } from './language-offer';

describe('the language a page offers (the address always wins)', () => {
  it('offers a guest the language they chose, on every page of another language, and nothing on its own pages', () => {
    expect(languageToOffer({ page: 'en', chosen: 'es', preferred: null, offeredBefore: true })).toBe('es');
    expect(languageToOffer({ page: 'es', chosen: 'en', preferred: 'es', offeredBefore: false })).toBe('en');
    expect(languageToOffer({ page: 'es', chosen: 'es', preferred: 'en', offeredBefore: false })).toBeNull();
  });

  it("offers a guest who never chose their browser's first site language once, unless the page is in it", () => {
    expect(languageToOffer({ page: 'en', chosen: null, preferred: 'es', offeredBefore: false })).toBe('es');
    expect(languageToOffer({ page: 'en', chosen: null, preferred: 'es', offeredBefore: true })).toBeNull();
    expect(languageToOffer({ page: 'es', chosen: null, preferred: 'es', offeredBefore: false })).toBeNull();
    expect(languageToOffer({ page: 'en', chosen: null, preferred: null, offeredBefore: false })).toBeNull();
  });
});
