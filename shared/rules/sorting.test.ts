import { describe, expect, it } from 'vitest';
import { byDisplayOrderNullLastThenNewest, byFeaturedThenOrder, byOrderThenId } from './sorting';

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
