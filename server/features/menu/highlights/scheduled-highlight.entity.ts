import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { MenuItem } from '../menu-item.entity';
import { translationsProperty } from '../../../db/translations-column';

export const ScheduledHighlight = defineEntity({
  name: 'ScheduledHighlight',
  uniques: [{ properties: ['date', 'item'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    date: p.date().index(),
    item: () => p.manyToOne(MenuItem).deleteRule('cascade').index(),
    position: p.integer().default(0),
    tagOverride: p.string().length(60).nullable(),
    active: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    /** Staff's versions by language of what guests read (JSON text, shared/rules/translations.ts); null: none. */
    translations: translationsProperty(),
  },
});
export type IScheduledHighlight = InferEntity<typeof ScheduledHighlight>;
