// The columns every catalog table has, menu or drinks: a category table and an item table each. A kind's entities
// (menu-item.entity.ts, drink-item.entity.ts) add only their own columns.
import { p, type EntitySchema } from '@mikro-orm/core';
import { searchTextProperty } from '../db/search-text';
import { translationsProperty } from '../db/translations-column';

/** Columns of a staff-managed category table. */
export function catalogCategoryProperties() {
  return {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(120),
    slug: p.string().length(140).unique(),
    displayOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    /** Staff's versions by language of what guests read (JSON text, shared/rules/translations.ts); null: none. */
    translations: translationsProperty(),
  };
}

/** What the admin search reads of every item; a kind may add text columns of its own (a wine's region, grape, vintage). */
type Searched = Record<string, string | null | undefined>;

/**
 * Columns of an item table: those of every catalog item, in its `category` (deleting a category that holds items
 * is refused), then the kind's `own`. `searched`: the kind's own text columns the admin search reads besides the
 * name and the description.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function catalogItemProperties<Category extends EntitySchema<any, any>, Own extends object>(category: () => Category, own: Own, searched: readonly (keyof Own & string)[] = []) {
  return {
    id: p.integer().primary().autoincrement(),
    category: () => p.manyToOne(category()).deleteRule('restrict').index(),
    name: p.string().length(160),
    description: p.text().nullable(),
    price: p.decimal('number').precision(10).scale(2),
    ...own,
    /** Canonical pipe list ("vegan|gluten-free"). */
    dietaryTags: p.string().length(255).default(''),
    allergens: p.string().length(255).default(''),
    available: p.boolean().default(true),
    featured: p.boolean().default(false),
    image: p.string().length(500).nullable(),
    imageWebp: p.string().length(500).nullable(),
    displayOrder: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    /** Staff's versions by language of what guests read (JSON text, shared/rules/translations.ts); null: none. */
    translations: translationsProperty(),
    searchText: searchTextProperty<Searched>((item) => [item.name, item.description, ...searched.map((column) => item[column])]),
  };
}

/**
 * Indexes of an item table: the staff list's order (display order, unset last, then id), so a page deep in thousands
 * of rows is read from the index instead of sorting the table for each request.
 */
export function catalogItemIndexes(): { properties: ('displayOrder' | 'id')[] }[] {
  return [{ properties: ['displayOrder', 'id'] }];
}
