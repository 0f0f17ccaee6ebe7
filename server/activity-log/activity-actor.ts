// Who is making a request's writes, as the activity recorder sees it. The actor travels with the request's
// EntityManager: createContext (server/create-context.ts) sets it for both transports, and the flush subscriber
// reads it from the EntityManager that flushes. It is kept in the EntityManager's logger context because MikroORM
// copies that context into every fork, including those em.transactional makes: a WeakMap keyed by the request's
// EntityManager would lose the actor inside a transaction. Only an id and a name: nothing secret rides along.
import type { EntityManager } from '@mikro-orm/core';

export interface ActivityActor {
  id: number;
  name: string;
}

const KEY = 'activityActor';

/** Makes `actor` (null: nobody signed in) the author of what `em` and its forks write from now on. */
export function setActivityActor(em: EntityManager, actor: ActivityActor | null): void {
  em.setLoggerContext({ ...em.getLoggerContext(), [KEY]: actor ? { id: actor.id, name: actor.name } : null });
}

/** The author of what `em` writes, or null. */
export function activityActorOf(em: EntityManager): ActivityActor | null {
  const actor = em.getLoggerContext()[KEY] as ActivityActor | null | undefined;
  return actor && typeof actor.id === 'number' ? actor : null;
}
