// What the database holds: the kits' tables and each feature's (server/features/<domain>/<domain>.tables.ts), with
// what a start does with them (the start-up duties, the demo). This is all that server/start.ts loads of the app
// before it listens; what the features serve (server/features.ts: routes, tRPC, their schemas) loads after, so the
// first answer does not wait for it (docs/performance.md). Adding a domain with tables is a line here and one in
// server/features.ts (server/tables.test.ts fails on a tables file left out).
import type { Options } from '@mikro-orm/core';
import { ActivityEntry } from './activity-log/activity-entry.entity';
import { Session } from './auth/session.entity';
import { StaffUser } from './auth/staff-user.entity';
import type { FeatureTables } from './feature';
import { ContentVersionRow } from './http-cache/content-version.entity';
import { OutboxEmail } from './mail/outbox-email.entity';
import { RateLimitRow } from './rate-limits/rate-limit.entity';
import { authTables } from './features/auth/auth.tables';
import { contactsTables } from './features/contacts/contacts.tables';
import { drinksTables } from './features/drinks/drinks.tables';
import { galleryTables } from './features/gallery/gallery.tables';
import { hoursTables } from './features/hours/hours.tables';
import { menuTables } from './features/menu/menu.tables';
import { offersTables } from './features/offers/offers.tables';
import { settingsTables } from './features/settings/settings.tables';
import { uploadsTables } from './features/uploads/uploads.tables';

/** The features' tables, in the order of server/features.ts; their start-up duties run in this order. */
export const TABLES = [offersTables, menuTables, drinksTables, hoursTables, contactsTables, galleryTables, uploadsTables, authTables, settingsTables] as const satisfies readonly FeatureTables[];

/** The tables of the parts below the features: staff accounts and sessions, the content version, rate limits, the outbox, the activity log. */
const KIT_ENTITIES = [StaffUser, Session, ContentVersionRow, RateLimitRow, OutboxEmail, ActivityEntry];

/** The explicit entity list (no folder scanning): the ORM, the migrations' check and the tests load exactly these. */
export const ENTITIES = [...KIT_ENTITIES, ...TABLES.flatMap((tables: FeatureTables) => tables.entities ?? [])] as unknown as NonNullable<Options['entities']>;

/** What the public pages and reads are made of: a flush writing one moves the content version. */
export const CONTENT_ENTITIES = TABLES.flatMap((tables: FeatureTables) => tables.contentEntities ?? []);
