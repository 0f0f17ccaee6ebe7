import { describe, expect, it } from 'vitest';
import { parseSearchText, stringifySearchText } from './search-params';

describe('search parameters as text', () => {
  it('reads every value as text, numbers and JSON-looking words included', () => {
    expect(parseSearchText('?q=2024&page=2&x=7624e0&y=true&z=null')).toEqual({ q: '2024', page: '2', x: '7624e0', y: 'true', z: 'null' });
    expect(parseSearchText('q=rioja%20alta&r=a+b&exclude=gluten,tree-nuts')).toEqual({ q: 'rioja alta', r: 'a b', exclude: 'gluten,tree-nuts' });
    expect(parseSearchText('')).toEqual({});
  });

  it('writes text that reads back the same, spaces as %20 and commas as themselves', () => {
    const search = { q: 'rioja alta & co', page: 2, exclude: 'gluten,tree-nuts', n: '2024', gone: undefined, none: null };
    const written = stringifySearchText(search);
    expect(written).toBe('?q=rioja%20alta%20%26%20co&page=2&exclude=gluten,tree-nuts&n=2024');
    expect(parseSearchText(written)).toEqual({ q: 'rioja alta & co', page: '2', exclude: 'gluten,tree-nuts', n: '2024' });
    expect(stringifySearchText({})).toBe('');
  });
});
