import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { translationsProperty } from '../../db/translations-column';

/** A date whose hours differ from the regular week: closed (a holiday) or changed hours (an event), with a note. */
export const SpecialDay = defineEntity({
  name: 'SpecialDay',
  tableName: 'special_day',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** YYYY-MM-DD, the bar's local date; one record per date (staff upsert by date). */
    date: p.date().unique(),
    closed: p.boolean().default(false),
    /** Local 24-hour "HH:MM"; both null when closed. */
    opens: p.string().length(5).nullable(),
    closes: p.string().length(5).nullable(),
    /** The second and third periods (lunch, dinner, late), null when the day has fewer. */
    secondOpens: p.string().length(5).nullable(),
    secondCloses: p.string().length(5).nullable(),
    thirdOpens: p.string().length(5).nullable(),
    thirdCloses: p.string().length(5).nullable(),
    note: p.string().length(120).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    /** Staff's versions by language of what guests read (JSON text, shared/rules/translations.ts); null: none. */
    translations: translationsProperty(),
  },
});
export type ISpecialDay = InferEntity<typeof SpecialDay>;
