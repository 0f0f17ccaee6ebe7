import { describe, expect, it } from 'vitest';
import { catalogListQuery, parseCatalogListSearch } from './catalog-list-search';

describe('parseCatalogListSearch', () => {
  it('keeps a category slug with the query, page and size', () => {
    expect(parseCatalogListSearch({ category: 'meat-tapas', q: ' bravas ', page: '1', size: '50' })).toEqual({ category: 'meat-tapas', q: 'bravas', page: 1, size: 50 });
  });

  it('drops what is not a slug or not an offered size', () => {
    expect(parseCatalogListSearch({ category: 'Meat Tapas', size: 30 })).toEqual({});
    expect(parseCatalogListSearch({ category: ['x'], page: -2 })).toEqual({});
  });
});

describe('catalogListQuery', () => {
  it('asks for 20 rows from the first page by default', () => {
    expect(catalogListQuery({})).toEqual({ q: null, category: undefined, page: 0, size: 20 });
    expect(catalogListQuery({ q: 'vino', category: 'reds', page: 2, size: 10 })).toEqual({ q: 'vino', category: 'reds', page: 2, size: 10 });
  });
});
