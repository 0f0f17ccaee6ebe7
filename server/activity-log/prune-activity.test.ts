// Entries are kept 400 days: older ones go on start and once a day after (fake clock and timers, no sleeps).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, fakeClock, type TestDb } from '../testing/test-db';
import { ActivityEntry } from './activity-entry.entity';
import { pruneActivity, scheduleActivityPruning } from './prune-activity';

const DAY = 86_400_000;

describe('activity pruning', () => {
  let db: TestDb;
  const clock = fakeClock('2026-11-26T12:00:00Z');
  const entryAt = (at: Date) => db.orm.em.fork().insert(ActivityEntry, { at, actorId: 1, actorName: 'Ana', action: 'update', entity: 'dish', entityId: '1', summary: 'Changed' });
  const remaining = async () => (await db.orm.em.fork().find(ActivityEntry, {}, { orderBy: { at: 'asc' } })).map((e) => e.at.toISOString());

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());
  afterEach(async () => {
    vi.useRealTimers();
    await db.orm.em.fork().nativeDelete(ActivityEntry, {});
  });

  it('deletes what is older than 400 days and keeps the rest', async () => {
    const now = clock.now().getTime();
    await entryAt(new Date(now - 400 * DAY - 1));
    await entryAt(new Date(now - 400 * DAY + 60_000));
    await entryAt(new Date(now - DAY));
    expect(await pruneActivity(db.orm.em.fork(), clock)).toBe(1);
    expect(await remaining()).toEqual([new Date(now - 400 * DAY + 60_000).toISOString(), new Date(now - DAY).toISOString()]);
  });

  it('prunes on start, then once a day', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const start = clock.now().getTime();
    await entryAt(new Date(start - 401 * DAY));
    await entryAt(new Date(start - 399 * DAY - 3_600_000));
    const pruning = scheduleActivityPruning(db.orm, clock, { warn: () => {} });
    await pruning.ready;
    expect(await remaining()).toEqual([new Date(start - 399 * DAY - 3_600_000).toISOString()]);

    clock.advance(DAY);
    await vi.advanceTimersByTimeAsync(DAY - 1000);
    expect(await remaining()).toHaveLength(1); // not yet a day since the last run
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(async () => expect(await remaining()).toHaveLength(0));
    pruning.stop();
  });
});
