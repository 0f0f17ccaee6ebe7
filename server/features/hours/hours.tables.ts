// The opening hours' tables and the regular week a start fills in, for server/tables.ts: what a start needs of this
// domain before it listens.
import type { EntityManager } from '@mikro-orm/knex';
import { site } from '../../../shared/config/site';
import { DAY_CODES } from '../../../shared/rules/day-codes';
import type { FeatureTables } from '../../feature';
import { columnsFromPeriods } from './period-columns';
import { RegularHours } from './regular-hours.entity';
import { SpecialDay } from './special-day.entity';

/**
 * Fills an empty regular week from the identity module (site.hours): on the first start of every installation,
 * new or upgraded, so a bar keeps the hours its site.ts says until staff change them. True when it wrote.
 */
export async function seedRegularWeek(em: EntityManager): Promise<boolean> {
  if ((await em.count(RegularHours, {})) > 0) return false;
  for (const day of DAY_CODES) {
    const row = site.hours.find((candidate) => candidate.days.includes(day));
    em.create(RegularHours, { day, ...columnsFromPeriods(row?.opens && row.closes ? [{ opens: row.opens, closes: row.closes }] : []) });
  }
  await em.flush();
  return true;
}

export const hoursTables = {
  entities: [RegularHours, SpecialDay],
  contentEntities: [RegularHours, SpecialDay],
  demo: async () => (await import('./hours.demo')).hoursDemo,
  // Every installation, demo or not: the hours the identity module gives become the week staff then edit.
  bootstrap: async (em, log) => {
    if (await seedRegularWeek(em)) log('Filled the regular opening hours from the identity module (site.hours).');
  },
} satisfies FeatureTables;
