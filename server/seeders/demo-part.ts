// What a server feature declares to seed its part of the demo content (FeatureTables.demo loads it): the data files it reads
// from server/seeders/demo/, each with the schema that checks it, and how it writes their records. A kit: it knows the
// shape, never a feature.
import type { EntityManager } from '@mikro-orm/knex';
import type { z } from 'zod';
import { intInRange } from '../../shared/schemas/fields';

/** A feature's demo files by name (`menu` is server/seeders/demo/menu.json), each with its schema. */
export type DemoFiles = Readonly<Record<string, z.ZodType>>;

/** The files' contents as their schemas give them back: checked, trimmed, defaults filled in. */
export type DemoData<Files extends DemoFiles> = { [Name in keyof Files]: z.output<Files[Name]> };

export interface DemoPart<Files extends DemoFiles = DemoFiles> {
  files: Files;
  /**
   * Creates its records in `em` (the seeder flushes them all at once, after every feature's); `today` is the bar's
   * date (YYYY-MM-DD), which the files' "days from today" count from. Throws a DemoRecordError (demo-files.ts) for what a schema cannot
   * see alone (a highlight naming a dish no file has).
   */
  seed(em: EntityManager, data: DemoData<Files>, today: string): void;
}

/** A feature's demo part, its files' types kept for its `seed`. */
export function demoPart<const Files extends DemoFiles>(part: DemoPart<Files>): DemoPart<Files> {
  return part;
}

/** The furthest a demo date may lie from the seeding day: ten years either way. */
const MAX_DAYS_FROM_TODAY = 3660;

/** A date in a demo file, as whole days from the seeding day (0 today, 1 tomorrow, -7 a week ago): the demo never goes stale. */
export function daysFromToday(label = 'Days from today') {
  return intInRange(label, -MAX_DAYS_FROM_TODAY, MAX_DAYS_FROM_TODAY);
}
