import { defineEntity, p } from '@mikro-orm/core';

/** The one row counting content writes (content-version.ts); read and moved with plain queries, never loaded. */
export const ContentVersionRow = defineEntity({
  name: 'ContentVersionRow',
  tableName: 'content_version',
  properties: {
    id: p.integer().primary().autoincrement(false),
    version: p.integer(),
    changedAt: p.datetime().nullable(),
  },
});
