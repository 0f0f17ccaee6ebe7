import { describe, expect, it } from 'vitest';
import { parseListSearch } from './list-search';

describe('parseListSearch', () => {
  it('keeps a trimmed query, a positive page and an offered size', () => {
    expect(parseListSearch({ q: '  paella ', page: '2', size: 20 }, [10, 20, 50])).toEqual({ q: 'paella', page: 2, size: 20 });
  });
  it('drops what the list would not understand, so its defaults apply', () => {
    expect(parseListSearch({ q: '   ', page: '-1', size: 33 }, [10, 20, 50])).toEqual({});
    expect(parseListSearch({ page: 'x', size: '10' }, [10, 20, 50])).toEqual({ size: 10 });
    expect(parseListSearch({ page: 0 }, [10])).toEqual({});
  });
});
