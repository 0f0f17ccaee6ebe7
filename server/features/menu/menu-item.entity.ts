import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { catalogItemIndexes, catalogItemProperties } from '../../catalog/catalog-columns';
import { MenuCategory } from './menu-category.entity';

/** A dish: a catalog item (catalog-columns.ts) with its heat, halal flag and standing highlight. */
export const MenuItem = defineEntity({
  name: 'MenuItem',
  indexes: catalogItemIndexes(),
  properties: catalogItemProperties(() => MenuCategory, {
    spicyLevel: p.smallint().default(0),
    halal: p.boolean().default(false),
    menuHighlight: p.boolean().default(false),
    menuHighlightTag: p.string().length(60).nullable(),
  }),
});
export type IMenuItem = InferEntity<typeof MenuItem>;
