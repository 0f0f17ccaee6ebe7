// The bar's details' table (the record is a kit, server/bar-settings/), for server/tables.ts: what a start needs of
// this domain before it listens.
import { BarSettings } from '../../bar-settings/bar-settings.entity';
import type { FeatureTables } from '../../feature';

export const settingsTables = {
  entities: [BarSettings],
  // Every public page shows the bar's details: a save moves the content version, so cached pages follow everywhere.
  contentEntities: [BarSettings],
} satisfies FeatureTables;
