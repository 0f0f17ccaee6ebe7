import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { catalogItemIndexes, catalogItemProperties } from '../../catalog/catalog-columns';
import { DrinkCategory } from './drink-category.entity';

/** A drink: a catalog item (catalog-columns.ts) with its strength, serving and, for a wine, where and what it is. */
export const DrinkItem = defineEntity({
  name: 'DrinkItem',
  indexes: catalogItemIndexes(),
  properties: catalogItemProperties(
    () => DrinkCategory,
    {
      /** Alcohol by volume in percent; null for coffee and soft drinks. */
      abv: p.decimal('number').precision(4).scale(1).nullable(),
      size: p.string().length(40).nullable(),
      region: p.string().length(120).nullable(),
      grape: p.string().length(120).nullable(),
      vintage: p.string().length(20).nullable(),
    },
    ['region', 'grape', 'vintage'],
  ),
});
export type IDrinkItem = InferEntity<typeof DrinkItem>;
