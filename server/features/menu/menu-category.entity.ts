import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const MenuCategory = defineEntity({
  name: 'MenuCategory',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(120),
    slug: p.string().length(140).unique(),
    displayOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type IMenuCategory = InferEntity<typeof MenuCategory>;
