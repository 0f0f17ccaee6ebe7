import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TEXT, readBrowseSearch, readCategoryParam, readCatalogSearch, readSearchText } from './catalog-address';

describe('readSearchText', () => {
  it('keeps the text as typed, spaces included, so a round trip through the address never undoes typing', () => {
    expect(readSearchText('rioja ')).toBe('rioja ');
    expect(readSearchText('Tío Pepe')).toBe('Tío Pepe');
  });

  it('reads a number as its digits (the router reads ?q=2019 as a number), blank and odd values as no search', () => {
    expect(readSearchText(2019)).toBe('2019');
    expect(readSearchText('   ')).toBeUndefined();
    expect(readSearchText('')).toBeUndefined();
    expect(readSearchText(Number.NaN)).toBeUndefined();
    expect(readSearchText(['a'])).toBeUndefined();
    expect(readSearchText({ a: 1 })).toBeUndefined();
  });

  it('cuts overlong text', () => {
    expect(readSearchText('x'.repeat(500))).toHaveLength(MAX_SEARCH_TEXT);
  });
});

describe('readCategoryParam', () => {
  it('reads a category as its slug', () => {
    expect(readCategoryParam('wines-by-the-glass')).toBe('wines-by-the-glass');
    expect(readCategoryParam('Wines by the Glass')).toBe('wines-by-the-glass');
    expect(readCategoryParam('!!')).toBeUndefined();
    expect(readCategoryParam(3)).toBeUndefined();
  });
});

describe('readBrowseSearch and readCatalogSearch', () => {
  it('keep the known parameters, canonical, and drop the rest', () => {
    expect(readBrowseSearch({ q: 'tempranillo', category: 'Wine Bottles', region: 'Ribera del Duero', page: 2 })).toEqual({
      q: 'tempranillo',
      category: 'wine-bottles',
      region: 'ribera-del-duero',
    });
    expect(readBrowseSearch({ q: ' ', category: '', region: 7 })).toEqual({});
  });

  it('read the allergy & diet filter beside them', () => {
    expect(readCatalogSearch({ exclude: 'Sulphites,nope', region: 'rioja' })).toEqual({ exclude: 'sulphites', region: 'rioja' });
  });
});
