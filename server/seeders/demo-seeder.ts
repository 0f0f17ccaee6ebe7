// Writes the demo content (server/seeders/demo/*.json) into an empty database. Each feature declares its part
// (ServerFeature.demo: its files, their schemas, how it writes them); the caller hands over the feature list. Every
// file is read and checked before anything is written, so a broken edit stops the start with the file and the field
// named, and leaves the database as it was.
import type { EntityManager } from '@mikro-orm/knex';
import type { ServerFeature } from '../feature';
import { DEMO_FOLDER, DemoRecordError, parseDemoFile, recordProblem } from './demo-files';
import type { DemoPart } from './demo-part';

const partsOf = (features: readonly ServerFeature[]): DemoPart[] => features.flatMap((feature) => (feature.demo ? [feature.demo] : []));

/** True when nothing a bar would have entered exists yet (every feature's `barContent` tables are empty). */
export async function isContentEmpty(em: EntityManager, features: readonly ServerFeature[]): Promise<boolean> {
  const tables = partsOf(features).flatMap((part) => part.barContent ?? []);
  const counts = await Promise.all(tables.map((table) => em.count(table.meta.className)));
  return counts.every((count) => count === 0);
}

/** Seeds every feature's part of the demo; dates are placed relative to `today` (the bar's local date, YYYY-MM-DD). */
export async function seedDemoContent(em: EntityManager, features: readonly ServerFeature[], today: string, folder = DEMO_FOLDER): Promise<void> {
  const loaded = partsOf(features).map((part) => ({
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
