// What the server does when flushes write certain entities, in one place: for each record as it is written (inside the
// flush's transaction), for the flush as a whole once it has written, and once what it wrote is committed for good.
// The content version, the mail worker's wake-up and the activity log are its three users.
//
// "Committed for good" is where the ORM's own events are not enough on their own:
// - a flush outside a transaction runs in one of its own, already committed when the flush returns: at once;
// - inside em.transactional (or em.begin), at the commit of the outermost transaction, once however many flushes it
//   held; never when it rolls back;
// - a nested em.transactional is a savepoint, and MikroORM fires commit and rollback events for the outermost
//   transaction only: a write noted in a savepoint waits for the outermost commit. A savepoint rolled back inside a
//   transaction that commits cannot be told apart from one released (knex settles both alike), so its note stands:
//   one call of afterCommit too many, never one too few (the users move a cache version on, or look at the outbox);
// - every fork of the EntityManager (each request has its own; em.transactional makes one more) flushes through its
//   own unit of work, and copies the event subscribers registered before it was made: watch at start-up.
import type { ChangeSet, EventArgs, EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { Orm } from './orm';

export type WriteKind = 'create' | 'update' | 'delete';

export interface WriteWatch {
  /** The entities watched; a write to any other is not seen. */
  entities: readonly { meta: { className: string } }[];
  /** The kinds of write that count (all three unless said). */
  kinds?: readonly WriteKind[];
  /** Each watched record as it is written: inside the flush's transaction (so undone with it), its id known. */
  eachRecord?(args: EventArgs<object>, kind: WriteKind): Promise<void>;
  /** Once per flush that wrote a watched record, after its writes: inside the caller's transaction when there is one. */
  afterFlush?(em: EntityManager): Promise<void>;
  /** Once what such flushes wrote is committed (see the top of this file). */
  afterCommit?(): void;
}

export interface WatchedWrites {
  /** Counts a write made through `em` that no flush showed (nativeUpdate, raw SQL) as a flush's: afterCommit follows its commit. */
  noteWrite(em: EntityManager): void;
}

/** A change set's kind of write; the "early" variants (a record removed and created again in one flush) are the same kinds. */
export function writeKind(changeSet: Pick<ChangeSet<object>, 'type'>): WriteKind | null {
  switch (changeSet.type) {
    case 'create':
      return 'create';
    case 'update':
    case 'update_early':
      return 'update';
    case 'delete':
    case 'delete_early':
      return 'delete';
    default:
      return null;
  }
}

/** The transaction whose commit makes a write visible: the outermost one (knex links a savepoint to its parent). */
function outermost(transaction: object): object {
  let current = transaction as { parentTransaction?: object };
  while (current.parentTransaction) current = current.parentTransaction as { parentTransaction?: object };
  return current;
}

/** Registers the watch on the ORM: from now on every flush through it, or through a fork made after this, is seen. */
export function watchWrites(orm: Orm, watch: WriteWatch): WatchedWrites {
  const classNames = new Set(watch.entities.map((entity) => entity.meta.className));
  const kinds = new Set<WriteKind>(watch.kinds ?? ['create', 'update', 'delete']);
  const watched = (changeSet: ChangeSet<object>): WriteKind | null => {
    const kind = writeKind(changeSet);
    return kind && classNames.has(changeSet.meta.className) && kinds.has(kind) ? kind : null;
  };
  /** Units of work whose current flush writes a watched record. */
  const flushing = new WeakSet<object>();
  /** Outermost transactions holding such a write: afterCommit runs when they commit. Forgotten with them otherwise. */
  const pending = new WeakSet<object>();

  function noteWrite(em: EntityManager): void {
    const transaction = em.getTransactionContext<object>();
    if (transaction) pending.add(outermost(transaction));
    else watch.afterCommit?.();
  }

  const { eachRecord } = watch;
  const onRecord = async (args: EventArgs<object>) => {
    const kind = args.changeSet ? watched(args.changeSet) : null;
    if (kind) await eachRecord?.(args, kind);
  };
  const perRecord: EventSubscriber = eachRecord ? { afterCreate: onRecord, afterUpdate: onRecord, afterDelete: onRecord } : {};
  const perFlush: EventSubscriber = {
    onFlush(args: FlushEventArgs) {
      // Set or cleared on every flush: a flush that failed after this left its mark for the next one otherwise.
      if (args.uow.getChangeSets().some((changeSet) => watched(changeSet) !== null)) flushing.add(args.uow);
      else flushing.delete(args.uow);
    },
    async afterFlush(args: FlushEventArgs) {
      if (!flushing.has(args.uow)) return;
      flushing.delete(args.uow);
      const em = args.em as EntityManager;
      await watch.afterFlush?.(em);
      noteWrite(em);
    },
    afterTransactionCommit(args: TransactionEventArgs) {
      if (!args.transaction || !pending.has(args.transaction as object)) return;
      pending.delete(args.transaction as object);
      watch.afterCommit?.();
    },
  };
  // A watch of records alone (the activity log) costs its flushes nothing more.
  const subscriber: EventSubscriber = { ...perRecord, ...(watch.afterFlush || watch.afterCommit ? perFlush : {}) };
  orm.em.getEventManager().registerSubscriber(subscriber);
  return { noteWrite };
}
