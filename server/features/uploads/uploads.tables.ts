// The uploaded photos' table, for server/tables.ts: what a start needs of this domain before it listens.
import type { FeatureTables } from '../../feature';
import { StoredFile } from './stored-file.entity';

export const uploadsTables = { entities: [StoredFile] } satisfies FeatureTables;
