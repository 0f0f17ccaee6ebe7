import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { searchTextProperty } from '../../db/search-text';
import { MenuCategory } from './menu-category.entity';
import { translationsProperty } from '../../db/translations-column';

export const MenuItem = defineEntity({
  name: 'MenuItem',
  // The staff list's order (display order, unset last, then id): a page deep in thousands of rows is read from the
  // index instead of sorting the table for each request.
  indexes: [{ properties: ['displayOrder', 'id'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    category: () => p.manyToOne(MenuCategory).deleteRule('restrict').index(),
    name: p.string().length(160),
    description: p.text().nullable(),
    price: p.decimal('number').precision(10).scale(2),
    /** Canonical pipe list ("vegan|gluten-free"). */
    dietaryTags: p.string().length(255).default(''),
    allergens: p.string().length(255).default(''),
    spicyLevel: p.smallint().default(0),
    halal: p.boolean().default(false),
    available: p.boolean().default(true),
    featured: p.boolean().default(false),
    menuHighlight: p.boolean().default(false),
    menuHighlightTag: p.string().length(60).nullable(),
    image: p.string().length(500).nullable(),
    imageWebp: p.string().length(500).nullable(),
    displayOrder: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    /** Staff's versions by language of what guests read (JSON text, shared/rules/translations.ts); null: none. */
    translations: translationsProperty(),
    /** What the admin search looks at (name, description). */
    searchText: searchTextProperty<{ name: string; description?: string | null }>((i) => [i.name, i.description]),
  },
});
export type IMenuItem = InferEntity<typeof MenuItem>;
