import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One day of the regular week: seven rows, one per day code, seeded from the identity module (site.hours). */
export const RegularHours = defineEntity({
  name: 'RegularHours',
  tableName: 'regular_hours',
  properties: {
    /** MON … SUN. */
    day: p.string().length(3).primary(),
    /** Local 24-hour "HH:MM", both null on a closed day; a `closes` at or before `opens` is after midnight. */
    opens: p.string().length(5).nullable(),
    closes: p.string().length(5).nullable(),
    /** The second and third periods (lunch, dinner, late), null when the day has fewer. */
    secondOpens: p.string().length(5).nullable(),
    secondCloses: p.string().length(5).nullable(),
    thirdOpens: p.string().length(5).nullable(),
    thirdCloses: p.string().length(5).nullable(),
  },
});
export type IRegularHours = InferEntity<typeof RegularHours>;
