// Display order rules shared by the API (stored order) and the pages (featured first).

export const DEFAULT_ORDER = 999;

interface Ordered {
  id: number;
  order?: number | null;
  displayOrder?: number | null;
  featured?: boolean;
}

function orderOf(item: Ordered): number {
  return item.order ?? item.displayOrder ?? DEFAULT_ORDER;
}

/** Stored order: by order (null counts as 999), then id. */
export function byOrderThenId(a: Ordered, b: Ordered): number {
  return orderOf(a) - orderOf(b) || a.id - b.id;
}

/** On the menu and drinks pages, within a category: featured first, then by order. */
export function byFeaturedThenOrder(a: Ordered, b: Ordered): number {
  return Number(Boolean(b.featured)) - Number(Boolean(a.featured)) || byOrderThenId(a, b);
}

/** Admin lists and offers: displayOrder ascending with null last, then newest id first. */
export function byDisplayOrderNullLastThenNewest(a: { id: number; displayOrder: number | null }, b: { id: number; displayOrder: number | null }): number {
  const ao = a.displayOrder ?? Number.POSITIVE_INFINITY;
  const bo = b.displayOrder ?? Number.POSITIVE_INFINITY;
  if (ao !== bo) return ao < bo ? -1 : 1;
  return b.id - a.id;
}
