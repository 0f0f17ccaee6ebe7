import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('strips accents, lowercases, turns non-alphanumerics into hyphens', () => {
    expect(slugify('Meat Tapas')).toBe('meat-tapas');
    expect(slugify('Jerez & Oporto')).toBe('jerez-oporto');
    expect(slugify('  Postres Caseros! ')).toBe('postres-caseros');
    expect(slugify('Piña Colada 2026')).toBe('pina-colada-2026');
  });
});
