// Reordering a day's schedule: where a row lands after a move, and the positions to send for it.

export interface PositionEntry {
  id: number;
  position: number;
}

/** A copy of the list with the element at `from` moved to index `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const next = [...list];
  const [moved] = next.splice(source, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

export interface PlannedMove {
  /** Every row's new position, 1.. in the new order (stored positions may have had gaps or ties: this settles them). */
  positions: PositionEntry[];
  /** Where the moved row lands, counted from 1. */
  position: number;
}

/**
 * The move of the row at `from` to index `to` (a drop on another row takes that row's place; Move up is
 * `index - 1`). Null when nothing would change: the same place, or a place outside the list.
 */
export function planMove(rows: readonly { id: number }[], from: number, to: number): PlannedMove | null {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return null;
  const order = moveItem(rows, from, to);
  return { positions: order.map((row, index) => ({ id: row.id, position: index + 1 })), position: to + 1 };
}
