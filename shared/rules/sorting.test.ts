import { describe, expect, it } from 'vitest';
import { byDisplayOrderNullLastThenNewest, byFeaturedThenOrder, byOrderThenId, compareText } from './sorting';

describe('sorting', () => {
  it('orders by order with null as 999, then id', () => {
    const items = [{ id: 3, order: null }, { id: 2, order: 5 }, { id: 1, order: 5 }, { id: 4, order: 1000 }];
    expect(items.sort(byOrderThenId).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
  it('puts featured items first on the pages', () => {
    const items = [{ id: 1, order: 1 }, { id: 2, order: 2, featured: true }, { id: 3, order: 3 }];
    expect(items.sort(byFeaturedThenOrder).map((i) => i.id)).toEqual([2, 1, 3]);
  });
  it('orders offers by displayOrder with null last, then newest first', () => {
    const offers = [{ id: 1, displayOrder: null }, { id: 2, displayOrder: 2 }, { id: 3, displayOrder: null }, { id: 4, displayOrder: 2 }, { id: 5, displayOrder: 0 }];
    expect(offers.sort(byDisplayOrderNullLastThenNewest).map((o) => o.id)).toEqual([5, 4, 2, 3, 1]);
  });
});

describe('compareText', () => {
  const words = ['papa', 'ñora', 'paño', 'oliva', 'nube', 'pano', 'Écija', 'Jamón', 'jamon', 'zanahoria', 'Ebro'];

  it('sorts ñ after n in Spanish, as its own letter', () => {
    expect([...words].sort(compareText('es'))).toEqual(['Ebro', 'Écija', 'jamon', 'Jamón', 'nube', 'ñora', 'oliva', 'pano', 'paño', 'papa', 'zanahoria']);
    expect(compareText('es')('paño', 'pano')).toBeGreaterThan(0);
    expect(compareText('es')('paño', 'papa')).toBeLessThan(0);
    expect(compareText('es')('ñora', 'nube')).toBeGreaterThan(0);
  });

  it('reads ñ as an n in English, so "ñora" comes before "nube"', () => {
    expect([...words].sort(compareText('en'))).toEqual(['Ebro', 'Écija', 'jamon', 'Jamón', 'ñora', 'nube', 'oliva', 'pano', 'paño', 'papa', 'zanahoria']);
    expect([...words].sort(compareText())).toEqual([...words].sort(compareText('en')));
  });

  it('puts accented letters with their plain ones, not after z, and numbers by value', () => {
    expect(['Zurito', 'Álvaro', 'Alba'].sort(compareText('es'))).toEqual(['Alba', 'Álvaro', 'Zurito']);
    expect(['Mesa 10', 'Mesa 2'].sort(compareText('es'))).toEqual(['Mesa 2', 'Mesa 10']);
  });

  it('is the same function for a language every time (one collator each)', () => {
    expect(compareText('es')).toBe(compareText('es'));
    expect(compareText('es')).not.toBe(compareText('en'));
  });
});
