// The admin's menu and drinks lists read as guests read the pages: category by category in the categories' display
// order, and within one the guests' order (featured first, then by order). Unlike the pages, every item is there,
// available or not, so staff find the one the kitchen ran out of in its place.
import { byFeaturedThenOrder } from './sorting';

export interface GroupedCategory {
  id: number;
  slug: string;
  name: string;
}

interface GroupedItem {
  id: number;
  /** The item's category slug. */
  category: string;
  featured: boolean;
  displayOrder: number | null;
}

export interface CatalogGroup<Item> extends GroupedCategory {
  items: Item[];
}

/**
 * The items under their categories, `categories` given in display order. A category with no item (none, or none
 * that a search found) is left out; an item whose category is not among `categories` is kept, in a group of its own
 * at the end, rather than lost.
 */
export function groupByCategory<Item extends GroupedItem>(categories: readonly GroupedCategory[], items: readonly Item[]): CatalogGroup<Item>[] {
  const bySlug = new Map<string, Item[]>();
  for (const item of items) {
    const list = bySlug.get(item.category);
    if (list) list.push(item);
    else bySlug.set(item.category, [item]);
  }
  const groups: CatalogGroup<Item>[] = [];
  for (const category of categories) {
    const list = bySlug.get(category.slug);
    if (!list) continue;
    bySlug.delete(category.slug);
    groups.push({ ...category, items: list.sort(byFeaturedThenOrder) });
  }
  for (const [slug, list] of bySlug) groups.push({ id: 0, slug, name: slug, items: list.sort(byFeaturedThenOrder) });
  return groups;
}
