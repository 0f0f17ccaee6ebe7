// Entries are kept 400 days (API.md "Activity"): older ones are deleted when the server starts and once a day after.
import type { EntityManager } from '@mikro-orm/knex';
import type { Clock } from '../lib/clock';
import type { Orm } from '../db/orm';
import type { Logger } from '../logging/logger';
import { ActivityEntry } from './activity-entry.entity';

export const ACTIVITY_KEPT_DAYS = 400;
const DAY_MS = 86_400_000;

/** Deletes the entries older than 400 days by `clock`; answers how many went. */
export function pruneActivity(em: EntityManager, clock: Clock): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - ACTIVITY_KEPT_DAYS * DAY_MS);
  return em.nativeDelete(ActivityEntry, { at: { $lt: cutoff } });
}

/**
 * Prunes now and every 24 hours until stopped. The timer does not keep the process alive, and a failed run (the
 * database away for a moment) is logged and tried again the next day.
 */
export function scheduleActivityPruning(orm: Orm, clock: Clock, log: Pick<Logger, 'warn'>): { ready: Promise<void>; stop: () => void } {
  const run = async () => {
    try {
      await pruneActivity(orm.em.fork(), clock);
    } catch (error) {
      log.warn({ err: error }, '[activity] pruning old entries failed; trying again tomorrow');
    }
  };
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return { ready: run(), stop: () => clearInterval(timer) };
}
