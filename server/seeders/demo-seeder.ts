// Writes the demo content (server/seeders/demo/*.json) into an empty database. Each feature declares its part
// (FeatureTables.demo loads it: its files, their schemas, how it writes them); the caller hands over the tables list. Every
// file is read and checked before anything is written, so a broken edit stops the start with the file and the field
// named, and leaves the database as it was.
import type { EntityManager } from '@mikro-orm/knex';
import type { FeatureTables } from '../feature';
import { DEMO_FOLDER, DemoRecordError, parseDemoFile, recordProblem } from './demo-files';
import type { DemoPart } from './demo-part';

/** The features' demo parts, loaded (their schemas load with them). */
const partsOf = (tables: readonly FeatureTables[]): Promise<DemoPart[]> => Promise.all(tables.flatMap((feature) => (feature.demo ? [feature.demo()] : [])));

/** True when nothing a bar would have entered exists yet (every feature's `barContent` tables are empty). */
export async function isContentEmpty(em: EntityManager, tables: readonly FeatureTables[]): Promise<boolean> {
  const counts = await Promise.all(tables.flatMap((feature) => feature.barContent ?? []).map((table) => em.count(table.meta.className)));
  return counts.every((count) => count === 0);
}

/** Seeds every feature's part of the demo; dates are placed relative to `today` (the bar's local date, YYYY-MM-DD). */
export async function seedDemoContent(em: EntityManager, tables: readonly FeatureTables[], today: string, folder = DEMO_FOLDER): Promise<void> {
  const loaded = (await partsOf(tables)).map((part) => ({
    part,
    data: Object.fromEntries(Object.entries(part.files).map(([name, schema]) => [name, parseDemoFile(name, schema, folder)])),
  }));
  for (const { part, data } of loaded) {
    try {
      part.seed(em, data, today);
    } catch (error) {
      if (error instanceof DemoRecordError) throw recordProblem(error, data[error.file], folder);
      throw error;
    }
  }
  await em.flush();
}
