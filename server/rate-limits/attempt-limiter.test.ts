// The attempt limiter on each store it runs on: in memory (services' unit tests), and on the database (the server),
// SQLite always and PostgreSQL when the machine has it. Date is faked: the stores read the wall clock.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPostgres, startPostgres, type PostgresServer } from '../../tests/support/postgres-server';
import type { DatabaseTarget } from '../db/database-target';
import { openDatabase, type Orm } from '../db/orm';
import { createTestDb } from '../testing/test-db';
import { MenuCategory } from '../features/menu/menu-category.entity';
import type { AttemptLimiter } from './attempt-limiter';
import { databaseLimiters, memoryLimiters, sweepExpiredLimits, type Limits } from './limiter-stores';
import { ENTITIES } from '../tables';

/** Two attempts per minute, for logins; contacts are not used here. */
const LIMITS: Limits = { login: { points: 2, windowMinutes: 1 }, contact: { points: 1, windowMinutes: 1 } };

interface Store {
  /** The limiter as one server process has it. */
  limiter(): AttemptLimiter;
  /** The same store as another process (or this one restarted) sees it; null for memory. */
  otherProcess(): Promise<AttemptLimiter> | null;
  /** The first process's ORM (databases only). */
  orm?: Orm;
  close(): Promise<void>;
}

function memory(): Promise<Store> {
  const limiter = memoryLimiters(LIMITS).login;
  return Promise.resolve({ limiter: () => limiter, otherProcess: () => null, close: async () => {} });
}

async function onDatabase(target: DatabaseTarget, cleanUp: () => Promise<void>): Promise<Store> {
  const orms: Orm[] = [await openDatabase(target, { entities: ENTITIES, quiet: true })];
  const limiter = databaseLimiters(orms[0]!, target.kind, LIMITS).login;
  return {
    orm: orms[0],
    limiter: () => limiter,
    otherProcess: async () => {
      const orm = await openDatabase(target, { entities: ENTITIES, quiet: true });
      orms.push(orm);
      return databaseLimiters(orm, target.kind, LIMITS).login;
    },
    close: async () => {
      for (const orm of orms) await orm.close(true);
      await cleanUp();
    },
  };
}

async function sqlite(): Promise<Store> {
  const db = await createTestDb();
  return onDatabase(db.target, db.close);
}

async function postgresql(): Promise<Store> {
  const server: PostgresServer = await startPostgres({ database: 'limits_test' });
  return onDatabase({ kind: 'postgresql', url: server.url }, server.stop);
}

const stores: [string, () => Promise<Store>][] = [
  ['memory', memory],
  ['SQLite', sqlite],
];
if (findPostgres().ok) stores.push(['PostgreSQL', postgresql]);

let keys = 0;
/** A key no other test has counted (the database keeps its rows across tests). */
const freshKey = () => `address:198.51.100.${(keys += 1)}`;

describe.each(stores)('the attempt limiter on %s', (name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = await open();
  }, 60_000);
  afterAll(() => store?.close());

  let now = Date.parse('2026-11-22T18:00:00Z');
  const advance = (ms: number) => {
    now += ms;
    vi.setSystemTime(now);
  };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now });
  });
  afterEach(() => {
    vi.useRealTimers();
    now += 3_600_000; // each test in a later hour, far from the last one's windows
  });

  it('allows the limit per window and tells how long to wait after it; other keys are unaffected', async () => {
    const limiter = store.limiter();
    const key = freshKey();
    expect((await limiter.hit(key)).allowed).toBe(true);
    expect((await limiter.hit(key)).allowed).toBe(true);
    advance(15_000);
    expect(await limiter.hit(key)).toMatchObject({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit(freshKey())).allowed).toBe(true);
  });

  it('opens a new window once the old one has passed', async () => {
    const limiter = store.limiter();
    const key = freshKey();
    await limiter.hit(key);
    await limiter.hit(key);
    expect((await limiter.hit(key)).allowed).toBe(false);
    advance(60_000);
    expect((await limiter.hit(key)).allowed).toBe(true);
  });

  it('gives back exactly one counted attempt on release, once', async () => {
    const limiter = store.limiter();
    const key = freshKey();
    const first = await limiter.hit(key);
    await limiter.hit(key);
    await first.release();
    await first.release();
    expect((await limiter.hit(key)).allowed).toBe(true);
    expect((await limiter.hit(key)).allowed).toBe(false);
  });

  it('a release after the window has passed leaves the new window alone', async () => {
    const limiter = store.limiter();
    const key = freshKey();
    const old = await limiter.hit(key);
    await limiter.hit(key);
    advance(60_000);
    expect((await limiter.hit(key)).allowed).toBe(true);
    await old.release();
    expect((await limiter.hit(key)).allowed).toBe(true);
    expect((await limiter.hit(key)).allowed).toBe(false);
  });

  it('counts a key of any length (a client address is whatever the proxy says)', async () => {
    const limiter = store.limiter();
    const key = `address:${'f'.repeat(1_000)}`;
    expect((await limiter.hit(key)).allowed).toBe(true);
    expect((await limiter.hit(key)).allowed).toBe(true);
    expect((await limiter.hit(key)).allowed).toBe(false);
    expect((await limiter.hit(`${key}0`)).allowed).toBe(true);
  });

  it.skipIf(name === 'memory')('shares the connection with the ORM without leaving a transaction open: another process writes at once', async () => {
    const limiter = store.limiter();
    const orm = store.orm!;
    let slug = 0;
    const writes = Array.from({ length: 5 }, () =>
      orm.em.fork().transactional(async (em) => {
        em.create(MenuCategory, { name: 'Limit Tapas', slug: `limit-tapas-${(slug += 1)}-${name}-${now}`, displayOrder: 0 });
      }),
    );
    await Promise.all([...writes, ...Array.from({ length: 20 }, () => limiter.hit(freshKey()))]);
    const other = (await store.otherProcess())!;
    const started = performance.now();
    expect((await other.hit(freshKey())).allowed).toBe(true);
    // A write lock left behind would keep it waiting for the busy timeout (5 s) and then fail.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it.skipIf(name === 'memory')('counts one window across processes on the same database, and after a restart', async () => {
    const key = freshKey();
    expect((await store.limiter().hit(key)).allowed).toBe(true);
    const other = (await store.otherProcess())!;
    expect((await other.hit(key)).allowed).toBe(true);
    expect(await store.limiter().hit(key)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    const restarted = (await store.otherProcess())!;
    expect((await restarted.hit(key)).allowed).toBe(false);
  });
});

describe('sweepExpiredLimits', () => {
  it('deletes the windows that ended over an hour ago, and keeps the others', async () => {
    const db = await createTestDb();
    const limiters = databaseLimiters(db.orm, 'sqlite', LIMITS);
    const rows = async () => ((await db.orm.em.getKnex()('rate_limit').select('key')) as { key: string }[]).map((row) => row.key).sort();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T18:00:00Z') });
    try {
      await limiters.login.hit('address:old');
      vi.setSystemTime(Date.parse('2026-11-22T19:00:30Z'));
      await limiters.login.hit('address:recent');
      vi.setSystemTime(Date.parse('2026-11-22T20:01:00Z'));
      expect(await sweepExpiredLimits(db.orm)).toBe(1);
      expect(await rows()).toEqual(['login:address:recent']);
    } finally {
      vi.useRealTimers();
      await db.close();
    }
  });
});
