// Moving a category up or down the list: which display orders to write so that it trades places with its
// neighbour. The server lists categories by display order, then id.

export interface OrderedCategory {
  id: number;
  displayOrder: number;
}

export interface OrderChange {
  id: number;
  displayOrder: number;
}

export type MoveDirection = 'up' | 'down';

const byOrderThenId = (a: OrderedCategory, b: OrderedCategory) => a.displayOrder - b.displayOrder || a.id - b.id;

/**
 * The writes that move category `id` one place `direction` in `categories` (given in list order). Usually the two
 * neighbours swap their display orders; when that would not give the wanted order (equal orders, or an id
 * breaking a tie the wrong way) the whole list is numbered 1, 2, 3… in the wanted order and only the changed
 * categories are written. Nothing to do (first moved up, last moved down, unknown id): no writes.
 */
export function planCategoryMove(categories: readonly OrderedCategory[], id: number, direction: MoveDirection): OrderChange[] {
  const index = categories.findIndex((category) => category.id === id);
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= categories.length) return [];

  const wanted = [...categories];
  [wanted[index], wanted[other]] = [wanted[other]!, wanted[index]!];

  const moved = categories[index]!;
  const neighbour = categories[other]!;
  if (moved.displayOrder !== neighbour.displayOrder) {
    const swapped = categories.map((category) =>
      category.id === moved.id ? { ...category, displayOrder: neighbour.displayOrder } : category.id === neighbour.id ? { ...category, displayOrder: moved.displayOrder } : category,
    );
    if ([...swapped].sort(byOrderThenId).every((category, position) => category.id === wanted[position]!.id)) {
      return [
        { id: moved.id, displayOrder: neighbour.displayOrder },
        { id: neighbour.id, displayOrder: moved.displayOrder },
      ];
    }
  }
  return wanted.flatMap((category, position) => (category.displayOrder === position + 1 ? [] : [{ id: category.id, displayOrder: position + 1 }]));
}
