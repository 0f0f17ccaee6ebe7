import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { catalogCategoryProperties } from '../../catalog/catalog-columns';

export const MenuCategory = defineEntity({ name: 'MenuCategory', properties: catalogCategoryProperties() });
export type IMenuCategory = InferEntity<typeof MenuCategory>;
