// The guests' messages' table, for server/tables.ts: what a start needs of this domain before it listens.
import type { FeatureTables } from '../../feature';
import { ContactMessage } from './contact-message.entity';

export const contactsTables = { entities: [ContactMessage] } satisfies FeatureTables;
