import { describe, expect, it } from 'vitest';
import { highlightSource, shownPlanRows, type PlannedHighlight } from './highlight-plan';

const row = (id: number, position: number, over: Partial<PlannedHighlight> = {}): PlannedHighlight => ({ id, position, active: true, itemAvailable: true, ...over });

describe('the day’s plan or the standing highlights', () => {
  it('falls back on a day with nothing scheduled', () => {
    expect(highlightSource([])).toBe('fallback');
    expect(shownPlanRows([])).toEqual([]);
  });

  it('shows the plan when one row is active with its dish available', () => {
    expect(highlightSource([row(1, 1, { active: false }), row(2, 2)])).toBe('scheduled');
  });

  it('falls back when every row is switched off or its dish is 86’d', () => {
    expect(highlightSource([row(1, 1, { active: false }), row(2, 2, { itemAvailable: false })])).toBe('fallback');
  });

  it('keeps the shown rows in position order, ties by id', () => {
    const rows = [row(5, 3), row(4, 1), row(3, 3), row(2, 2, { itemAvailable: false })];
    expect(shownPlanRows(rows).map((r) => r.id)).toEqual([4, 3, 5]);
  });
});
