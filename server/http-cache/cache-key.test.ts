import { describe, expect, it } from 'vitest';
import { cacheKey } from './cache-key';

const reads = (path: string) => ({ '/menu': ['q', 'diet'], '/': [] as string[] })[path] ?? null;

describe('cacheKey', () => {
  it('keeps the path and only the parameters the answer reads, in the order given', () => {
    expect(cacheKey('/menu', reads)).toBe('/menu');
    expect(cacheKey('/menu?a=1&utm_source=x', reads)).toBe('/menu');
    expect(cacheKey('/menu?a=1&diet=vegan&q=gambas&diet=halal', reads)).toBe('/menu?diet=vegan&q=gambas&diet=halal');
    expect(cacheKey('/menu?q=pan%20con%20tomate', reads)).toBe('/menu?q=pan+con+tomate');
    expect(cacheKey('/?fbclid=abc', reads)).toBe('/');
  });

  it('is null where nothing is kept', () => {
    expect(cacheKey('/admin/offers?q=x', reads)).toBeNull();
  });
});
