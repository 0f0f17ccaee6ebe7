// Which of a day's scheduled highlights the home page shows, and so whether it shows the day's plan or falls back to
// the standing highlights (the dishes flagged as highlights). The server's highlights query applies it; the staff's
// highlights screen says its outcome ("Home page shows this plan").

export interface PlannedHighlight {
  id: number;
  position: number;
  active: boolean;
  /** The dish is on the menu (not 86'd). */
  itemAvailable: boolean;
}

export type HighlightSource = 'scheduled' | 'fallback';

/** The rows that show, by position then id: active ones whose dish is available. */
export function shownPlanRows<T extends PlannedHighlight>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.active && row.itemAvailable).sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The plan shows when at least one of its rows does; otherwise the standing highlights show. */
export function highlightSource(rows: readonly PlannedHighlight[]): HighlightSource {
  return shownPlanRows(rows).length > 0 ? 'scheduled' : 'fallback';
}
