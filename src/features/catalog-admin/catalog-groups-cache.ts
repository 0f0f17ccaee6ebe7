// The grouped list as the query cache holds it, changed in place once the server has agreed to a change of one row.
import type { CatalogGroup } from '../../../shared/rules/catalog-groups';

/** The groups with the row `id` patched; every other group and row is the same object as before. */
export function patchGroupedRow<Item extends { id: number }>(groups: CatalogGroup<Item>[], id: number, patch: NoInfer<Partial<Item>>): CatalogGroup<Item>[] {
  return groups.map((group) =>
    group.items.some((item) => item.id === id) ? { ...group, items: group.items.map((item) => (item.id === id ? { ...item, ...patch } : item)) } : group,
  );
}
