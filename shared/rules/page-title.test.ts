import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('puts the page title before a dash and the product name', () => {
    expect(pageTitle('Menu', 'Casa Olivera')).toBe('Menu - Casa Olivera');
  });
  it('uses the bare product name without a page title', () => {
    expect(pageTitle(undefined, 'Casa Olivera')).toBe('Casa Olivera');
    expect(pageTitle('  ', 'Casa Olivera')).toBe('Casa Olivera');
  });
});
