import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { categoryProperties } from '../../db/category-properties';

export const DrinkCategory = defineEntity({ name: 'DrinkCategory', properties: categoryProperties() });
export type IDrinkCategory = InferEntity<typeof DrinkCategory>;
