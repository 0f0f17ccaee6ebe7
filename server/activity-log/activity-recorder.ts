// The activity log's one mechanism for both transports: an ORM subscriber that sees every record a flush inserts,
// updates or deletes and, for the entities that have a describer, writes an activity row through the same
// transaction (the flush's own, or the em.transactional around it). So a write that fails or rolls back leaves no
// entry, and no service has a line of its own for the log. The actor comes from the flushing EntityManager
// (activity-actor.ts); a write made outside a request (start-up seeding, the CLI) has none and is recorded only
// when its describer names someone (a sign-in names the account).
//
// The row is written as each record is (the write watch's eachRecord, server/db/watch-writes.ts: the
// after-create/update/delete hooks) rather than persisted in onFlush: only then does a new record have its id, and
// the hooks still run inside the flush's transaction. Like the content version, only
// flushes are seen: admin writes go through the unit of work (em.create / assign / em.remove), not nativeUpdate.
import type { ChangeSet, EntityManager, EventArgs } from '@mikro-orm/core';
import type { Clock } from '../lib/clock';
import type { Orm } from '../db/orm';
import { watchWrites, type WriteKind } from '../db/watch-writes';
import { activityActorOf } from './activity-actor';
import { ActivityEntry } from './activity-entry.entity';
import type { ActivityDescriber } from './describer';
import { writeSentence } from '../../shared/rules/activity-sentences';
import { RECORDED_WORDS } from '../i18n/log-words';

function primaryKeyText(args: EventArgs<object>): string | null {
  const key = args.meta.primaryKeys[0];
  const value = key ? (args.entity as Record<string, unknown>)[key] : undefined;
  return value === undefined || value === null ? null : String(value);
}

/** Writes the entry for one saved record of a described entity, when someone is to be named. */
async function record(args: EventArgs<object>, type: WriteKind, describers: ReadonlyMap<string, ActivityDescriber>, clock: Clock): Promise<void> {
  const describer = describers.get(args.meta.className);
  const changeSet = args.changeSet as ChangeSet<object> | undefined;
  if (!describer || !changeSet) return;
  const em = args.em as EntityManager;
  const actor = activityActorOf(em);
  const description = describer.describe({
    type,
    record: args.entity,
    changed: new Set(type === 'update' ? Object.keys(changeSet.payload ?? {}) : []),
    before: (type === 'update' ? changeSet.originalEntity : undefined) ?? {},
    actor,
  });
  const author = description?.actor ?? actor;
  if (!description || !author) return;
  await em.insert(ActivityEntry, {
    at: clock.now(),
    actorId: author.id,
    actorName: author.name.slice(0, 120),
    action: description.action ?? type,
    entity: describer.kind,
    entityId: primaryKeyText(args)?.slice(0, 40) ?? null,
    summary: writeSentence(description.summary, RECORDED_WORDS).slice(0, 500),
    detail: JSON.stringify(description.summary),
  });
}

/** The describers each ORM records with, by kind: keyed by its metadata, which every fork of its EntityManager shares. */
const describersByKind = new WeakMap<object, ReadonlyMap<string, ActivityDescriber>>();

/** The describer of a kind of record (so the entity it names), as recordActivity was given it for this database. */
export function describerOfKind(em: Pick<EntityManager, 'getMetadata'>, kind: string): ActivityDescriber | undefined {
  return describersByKind.get(em.getMetadata())?.get(kind);
}

/** Registers the recorder on the ORM: from now on every described write made through it is logged. */
export function recordActivity(orm: Orm, describers: readonly ActivityDescriber[], clock: Clock): void {
  describersByKind.set(orm.getMetadata(), new Map(describers.map((describer) => [describer.kind, describer])));
  const byEntity = new Map(describers.map((describer) => [describer.entity.meta.className, describer]));
  watchWrites(orm, {
    entities: describers.map((describer) => describer.entity),
    eachRecord: (args, type) => record(args, type, byEntity, clock),
  });
}
