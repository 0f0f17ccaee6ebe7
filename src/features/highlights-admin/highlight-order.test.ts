import { describe, expect, it } from 'vitest';
import { moveItem, planMove } from './highlight-order';

const rows = [{ id: 7 }, { id: 3 }, { id: 9 }, { id: 4 }];

describe('moveItem', () => {
  it('moves one element up or down and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('clamps indexes to the list and leaves the input alone', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, 99)).toEqual(['b', 'c', 'a']);
    expect(moveItem(list, -4, 1)).toEqual(['b', 'a', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
    expect(moveItem([], 0, 1)).toEqual([]);
  });
});

describe('planMove', () => {
  it('Move up: the row swaps with the one above; every row gets a position from 1 in the new order', () => {
    expect(planMove(rows, 2, 1)).toEqual({
      positions: [
        { id: 7, position: 1 },
        { id: 9, position: 2 },
        { id: 3, position: 3 },
        { id: 4, position: 4 },
      ],
      position: 2,
    });
  });

  it('Move down from the top', () => {
    expect(planMove(rows, 0, 1)?.positions.map((p) => p.id)).toEqual([3, 7, 9, 4]);
    expect(planMove(rows, 0, 1)?.position).toBe(2);
  });

  it('a drop on a row further down takes its place (the rows between move up one)', () => {
    expect(planMove(rows, 0, 3)).toEqual({
      positions: [
        { id: 3, position: 1 },
        { id: 9, position: 2 },
        { id: 4, position: 3 },
        { id: 7, position: 4 },
      ],
      position: 4,
    });
    expect(planMove(rows, 3, 0)?.positions.map((p) => p.id)).toEqual([4, 7, 3, 9]);
  });

  it('nothing to do: the same place, past either end, or an unknown row', () => {
    expect(planMove(rows, 1, 1)).toBeNull();
    expect(planMove(rows, 0, -1)).toBeNull();
    expect(planMove(rows, 3, 4)).toBeNull();
    expect(planMove(rows, 9, 0)).toBeNull();
    expect(planMove([], 0, 0)).toBeNull();
  });
});
