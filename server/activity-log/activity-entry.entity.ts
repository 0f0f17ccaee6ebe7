import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One line of the activity log: who did what to which record, what happened as data, and the sentence a person reads. Written by the flush
 * that makes the change (activity-recorder.ts), so it commits or rolls back with it. The actor is a plain id and a
 * copy of their name, not a relation: removing a team member keeps what they did, under the name they had.
 */
export const ActivityEntry = defineEntity({
  name: 'ActivityEntry',
  tableName: 'activity',
  // Newest first, for everyone, for one person and for one kind of record: each is read from its own index.
  indexes: [{ properties: ['at', 'id'] }, { properties: ['actorId', 'at'] }, { properties: ['entity', 'at'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    at: p.datetime(),
    /** The staff account's id, or null when nobody signed in did it; no foreign key (see above). */
    actorId: p.integer().nullable(),
    actorName: p.string().length(120).nullable(),
    /** create, update, delete or sign-in. */
    action: p.string().length(20),
    /** The kind of record (shared/schemas/activity.ts ACTIVITY_ENTITIES). */
    entity: p.string().length(40),
    /** The record's id as text (the regular hours are keyed by day code); null when it has none. */
    entityId: p.string().length(40).nullable(),
    /** The sentence in the default language, as it was written (entries from before `detail` have only this). */
    summary: p.string().length(500),
    /** What happened, as data (JSON of shared/rules/activity-sentences.ts `Sentence`): each reader's sentence is written from it. */
    detail: p.text().nullable(),
  },
});
export type IActivityEntry = InferEntity<typeof ActivityEntry>;
