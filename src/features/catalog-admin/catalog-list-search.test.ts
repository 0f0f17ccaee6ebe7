import { describe, expect, it } from 'vitest';
import { catalogListQuery, parseCatalogListSearch } from './catalog-list-search';

describe('parseCatalogListSearch', () => {
  it('keeps a category slug and a trimmed search, and leaves out an old link’s page and size', () => {
    expect(parseCatalogListSearch({ category: 'meat-tapas', q: ' bravas ', page: '1', size: '50' })).toEqual({ category: 'meat-tapas', q: 'bravas' });
  });

  it('leaves out what is not a slug', () => {
    expect(parseCatalogListSearch({ category: 'Meat Tapas', size: 30 })).toEqual({});
    expect(parseCatalogListSearch({ category: ['x'], page: -2 })).toEqual({});
  });
});

describe('catalogListQuery', () => {
  it('asks for everything by default, else the search and category', () => {
    expect(catalogListQuery({})).toEqual({ q: null, category: undefined });
    expect(catalogListQuery({ q: 'vino', category: 'reds' })).toEqual({ q: 'vino', category: 'reds' });
  });
});
