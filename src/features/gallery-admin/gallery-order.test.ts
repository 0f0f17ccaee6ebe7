import { describe, expect, it } from 'vitest';
import { moveAnnouncement, moveId } from './gallery-order';

describe('moveId', () => {
  it('moves one id up or down, clamped to the list', () => {
    expect(moveId([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
  });

  it('announces the new place', () => {
    expect(moveAnnouncement('Paella', 3, 26)).toBe('Moved "Paella" to place 3 of 26.');
  });
});
