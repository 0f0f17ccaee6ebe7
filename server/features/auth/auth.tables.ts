// The sign-in links' and devices' tables, for server/tables.ts: what a start needs of this domain before it listens
// (the accounts and sessions themselves are the kit's, server/auth/).
import type { FeatureTables } from '../../feature';
import { LinkToken } from './link-token.entity';
import { LoginDevice } from './login-device.entity';

export const authTables = { entities: [LoginDevice, LinkToken] } satisfies FeatureTables;
