import { describe, expect, it } from 'vitest';
import { splitPipeList, toPipeList } from './pipe-list';

describe('pipe lists', () => {
  it('lowercases, trims, drops empty parts and duplicates', () => {
    expect(toPipeList(' Vegan | gluten-free||VEGAN ')).toBe('vegan|gluten-free');
    expect(toPipeList(['Dairy', 'eggs|Dairy'])).toBe('dairy|eggs');
    expect(toPipeList(null)).toBe('');
    expect(splitPipeList('')).toEqual([]);
  });
});
