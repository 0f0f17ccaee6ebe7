import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A photo file kept in the database (UPLOADS_STORE=database): an upload's original or one of its variants, under the
 * same content-hashed name the folder store gives it. Written once, never changed (a name is its content's hash).
 */
export const StoredFile = defineEntity({
  name: 'StoredFile',
  properties: {
    /** `<sha256>.<ext>` for an original, `<key>-<width>.<jpg|webp>` for a variant. */
    name: p.string().length(100).primary(),
    /** `original` (kept, never served) or `variant` (served under /uploads). */
    kind: p.string().length(10),
    contentType: p.string().length(50),
    /** The bytes: a blob on SQLite, bytea on PostgreSQL (so pg_dump and SQLite's backup carry them). */
    data: p.blob(),
    size: p.integer(),
    createdAt: p.datetime(),
  },
});
export type IStoredFile = InferEntity<typeof StoredFile>;
