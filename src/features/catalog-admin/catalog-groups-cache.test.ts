import { describe, expect, it } from 'vitest';
import { patchGroupedRow } from './catalog-groups-cache';

describe('patchGroupedRow', () => {
  const groups = [
    { id: 1, slug: 'hot', name: 'Hot', items: [{ id: 10, price: 9 }, { id: 11, price: 12 }] },
    { id: 2, slug: 'cold', name: 'Cold', items: [{ id: 20, price: 7 }] },
  ];

  it('changes the one row, in its group and place, and leaves the other groups as they were', () => {
    const patched = patchGroupedRow(groups, 11, { price: 13 });
    expect(patched[0]!.items).toEqual([{ id: 10, price: 9 }, { id: 11, price: 13 }]);
    expect(patched[1]).toBe(groups[1]);
    expect(groups[0]!.items[1]!.price).toBe(12);
  });
});
