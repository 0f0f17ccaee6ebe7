import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { categoryProperties } from '../../db/category-properties';

export const MenuCategory = defineEntity({ name: 'MenuCategory', properties: categoryProperties() });
export type IMenuCategory = InferEntity<typeof MenuCategory>;
