import { describe, expect, it } from 'vitest';
import { planCategoryMove, type OrderedCategory } from './category-order';

const list = (...pairs: Array<[number, number]>): OrderedCategory[] => pairs.map(([id, displayOrder]) => ({ id, displayOrder }));

describe('planCategoryMove', () => {
  it('swaps the display orders of the two neighbours', () => {
    const categories = list([1, 1], [2, 2], [3, 5]);
    expect(planCategoryMove(categories, 3, 'up')).toEqual([
      { id: 3, displayOrder: 2 },
      { id: 2, displayOrder: 5 },
    ]);
    expect(planCategoryMove(categories, 1, 'down')).toEqual([
      { id: 1, displayOrder: 2 },
      { id: 2, displayOrder: 1 },
    ]);
  });

  it('does nothing at the ends or for an unknown category', () => {
    const categories = list([1, 1], [2, 2]);
    expect(planCategoryMove(categories, 1, 'up')).toEqual([]);
    expect(planCategoryMove(categories, 2, 'down')).toEqual([]);
    expect(planCategoryMove(categories, 9, 'up')).toEqual([]);
  });

  it('numbers the list afresh when equal orders make a swap meaningless', () => {
    // 2 and 3 share order 2: swapping them changes nothing, so the list is numbered in the wanted order.
    // 3 already holds order 2, so only 2 and 4 are written.
    expect(planCategoryMove(list([1, 1], [2, 2], [3, 2], [4, 3]), 3, 'up')).toEqual([
      { id: 2, displayOrder: 3 },
      { id: 4, displayOrder: 4 },
    ]);
  });

  it('numbers the list afresh when a tie on the new order would be broken the wrong way', () => {
    // Swapping 5 (order 1) and 2 (order 2) would put 5 on order 2 beside 3, and id 3 sorts before id 5.
    expect(planCategoryMove(list([5, 1], [2, 2], [3, 2]), 5, 'down')).toEqual([
      { id: 2, displayOrder: 1 },
      { id: 5, displayOrder: 2 },
      { id: 3, displayOrder: 3 },
    ]);
  });
});
