import { describe, expect, it } from 'vitest';
import { edgeScrollStep } from './use-row-drag';

describe('edgeScrollStep', () => {
  it('scrolls nothing away from the edges, up near the top and down near the bottom, faster nearer the edge', () => {
    expect(edgeScrollStep(400, 844)).toBe(0);
    expect(edgeScrollStep(72, 844)).toBe(0);
    expect(edgeScrollStep(772, 844)).toBe(0);
    expect(edgeScrollStep(60, 844)).toBeLessThan(0);
    expect(edgeScrollStep(790, 844)).toBeGreaterThan(0);
    expect(edgeScrollStep(830, 844)).toBeGreaterThan(edgeScrollStep(790, 844));
    expect(edgeScrollStep(5, 844)).toBeLessThan(edgeScrollStep(60, 844));
    // At (or past) the edge itself: the fastest.
    expect(edgeScrollStep(844, 844)).toBe(24);
    expect(edgeScrollStep(-10, 844)).toBe(-24);
  });
});
