import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { catalogCategoryProperties } from '../../catalog/catalog-columns';

export const DrinkCategory = defineEntity({ name: 'DrinkCategory', properties: catalogCategoryProperties() });
export type IDrinkCategory = InferEntity<typeof DrinkCategory>;
