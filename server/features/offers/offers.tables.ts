// The offers' table, for server/tables.ts: what a start needs of this domain before it listens.
import type { FeatureTables } from '../../feature';
import { Offer } from './offer.entity';

export const offersTables = {
  entities: [Offer],
  contentEntities: [Offer],
  barContent: [Offer],
  demo: async () => (await import('./offers.demo')).offersDemo,
} satisfies FeatureTables;
