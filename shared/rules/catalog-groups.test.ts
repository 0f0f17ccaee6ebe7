import { describe, expect, it } from 'vitest';
import { groupByCategory } from './catalog-groups';

const categories = [
  { id: 2, slug: 'cold-tapas', name: 'Cold Tapas' },
  { id: 1, slug: 'hot-tapas', name: 'Hot Tapas' },
  { id: 3, slug: 'desserts', name: 'Desserts' },
];

const item = (id: number, category: string, displayOrder: number | null = null, featured = false) => ({ id, category, displayOrder, featured });

describe('groupByCategory', () => {
  it('lists the categories in the order given, each with its items as guests see them: featured first, then by order, then id', () => {
    const groups = groupByCategory(categories, [item(1, 'hot-tapas', 2), item(2, 'cold-tapas'), item(3, 'hot-tapas', 1), item(4, 'hot-tapas', null, true), item(5, 'cold-tapas', 5)]);
    expect(groups.map((group) => [group.slug, group.items.map((entry) => entry.id)])).toEqual([
      ['cold-tapas', [5, 2]],
      ['hot-tapas', [4, 3, 1]],
    ]);
  });

  it('leaves out a category with no item, and keeps the category fields', () => {
    const [group, ...rest] = groupByCategory(categories, [item(9, 'desserts')]);
    expect(rest).toEqual([]);
    expect(group).toMatchObject({ id: 3, slug: 'desserts', name: 'Desserts' });
  });

  it('never loses an item whose category it was not given: it comes last, under its slug', () => {
    const groups = groupByCategory(categories, [item(1, 'unknown'), item(2, 'desserts')]);
    expect(groups.map((group) => [group.slug, group.name, group.items.length])).toEqual([
      ['desserts', 'Desserts', 1],
      ['unknown', 'unknown', 1],
    ]);
  });
});
