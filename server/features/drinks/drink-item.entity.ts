import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { searchTextProperty } from '../../db/search-text';
import { DrinkCategory } from './drink-category.entity';
import { translationsProperty } from '../../db/translations-column';

export const DrinkItem = defineEntity({
  name: 'DrinkItem',
  // The staff list's order (display order, unset last, then id): a page deep in thousands of rows is read from the
  // index instead of sorting the table for each request.
  indexes: [{ properties: ['displayOrder', 'id'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    category: () => p.manyToOne(DrinkCategory).deleteRule('restrict').index(),
    name: p.string().length(160),
    description: p.text().nullable(),
    price: p.decimal('number').precision(10).scale(2),
    /** Alcohol by volume in percent; null for coffee and soft drinks. */
    abv: p.decimal('number').precision(4).scale(1).nullable(),
    size: p.string().length(40).nullable(),
    region: p.string().length(120).nullable(),
    grape: p.string().length(120).nullable(),
    vintage: p.string().length(20).nullable(),
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
    /** What the admin search looks at (name, description, region, grape, vintage). */
    searchText: searchTextProperty<{ name: string; description?: string | null; region?: string | null; grape?: string | null; vintage?: string | null }>((d) => [d.name, d.description, d.region, d.grape, d.vintage]),
  },
});
export type IDrinkItem = InferEntity<typeof DrinkItem>;
