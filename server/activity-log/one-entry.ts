// A write of many records told as one line of the log (the menu's import: "Imported the menu from a spreadsheet: 3
// added, 2 changed, 40 unchanged"): inside `work` the records' own entries are held back (the recorder names nobody),
// and one entry is written for it all, in the same transaction, so a failed write leaves neither.
import type { ActivityAction, ActivityEntity } from '../../shared/rules/activity-kinds';
import { writeSentence, type Sentence } from '../../shared/rules/activity-sentences';
import type { Ctx } from '../context';
import { RECORDED_WORDS } from '../i18n/log-words';
import { activityActorOf, setActivityActor } from './activity-actor';
import { ActivityEntry } from './activity-entry.entity';

export interface OneEntry {
  entity: ActivityEntity;
  action: ActivityAction;
  summary: Sentence;
}

/**
 * Runs `work` in one transaction, its records unlogged one by one, then logs `entry(result)` once for the signed-in
 * actor (null: nothing worth a line was done).
 */
export async function asOneActivityEntry<T>(ctx: Ctx, work: (scoped: Ctx) => Promise<T>, entry: (result: T) => OneEntry | null): Promise<T> {
  const actor = activityActorOf(ctx.em);
  return ctx.em.transactional(async (em) => {
    setActivityActor(em, null);
    const result = await work({ ...ctx, em });
    const told = actor ? entry(result) : null;
    if (actor && told) {
      const { entity, action, summary } = told;
      await em.insert(ActivityEntry, {
        at: ctx.clock.now(),
        actorId: actor.id,
        actorName: actor.name.slice(0, 120),
        action,
        entity,
        entityId: null,
        summary: writeSentence(summary, RECORDED_WORDS).slice(0, 500),
        detail: JSON.stringify(summary),
      });
    }
    return result;
  });
}
