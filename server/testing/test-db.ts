// A fresh, migrated SQLite database in a temp folder for one test file, and a Ctx over it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Orm } from '../db/orm';
import type { DatabaseTarget } from '../db/database-target';
import type { AppDeps, Ctx } from '../context';
import type { Clock } from '../lib/clock';
import { memoryLimiters } from '../rate-limits/limiter-stores';
import { watchContentVersion } from '../http-cache/content-version';
import { createLogger } from '../logging/logger';
import { CONTENT_ENTITIES, ENTITIES } from '../tables';

export interface TestDb {
  orm: Orm;
  path: string;
  target: DatabaseTarget;
  close: () => Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  const dir = mkdtempSync(join(tmpdir(), 'olivera-test-'));
  const path = join(dir, 'test.sqlite');
  const target: DatabaseTarget = { kind: 'sqlite', path };
  const orm = await openDatabase(target, { entities: ENTITIES, quiet: true });
  return {
    orm,
    path,
    target,
    close: async () => {
      await orm.close(true);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A settable clock for timed rules. */
export function fakeClock(start: string | Date): Clock & { set: (to: string | Date) => void; advance: (ms: number) => void } {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (to) => {
      now = new Date(to);
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** The settings tests run with (the server's defaults, the bar's time zone). */
export function testSettings(): AppDeps['settings'] {
  return {
    timeZone: 'America/New_York',
    tokenTtlHours: 12,
    uploadsDir: join(tmpdir(), 'olivera-test-uploads'),
    uploadsStore: 'folder',
    corsOrigins: [],
    trustProxy: false,
    // Not the default (http://localhost:3000): a test then shows that the address comes from the settings.
    publicUrl: 'https://tapas.example.org',
    mail: { smtpUrl: null, from: 'Casa Olivera <hola@casaolivera.example>', pollMs: 2_000 },
  };
}

/** The default limits (server/env.ts). */
export const DEFAULT_LIMITS = { login: { points: 10, windowMinutes: 15 }, contact: { points: 5, windowMinutes: 10 } };

/**
 * Fresh in-memory rate limiters with the default limits. rate-limiter-flexible reads the wall clock: a test that
 * moves through windows fakes Date (vi.useFakeTimers({ toFake: ['Date'] })) along with its fake clock.
 */
export function testLimiters(): AppDeps['limiters'] {
  return memoryLimiters(DEFAULT_LIMITS);
}

/** The long-lived pieces of an app over a test database. */
export function testDeps(orm: Orm, clock: Clock): AppDeps {
  return { orm, clock, settings: testSettings(), limiters: testLimiters(), contentVersion: watchContentVersion(orm, { shared: false, contentEntities: CONTENT_ENTITIES }), log: createLogger('silent') };
}

export function testCtx(orm: Orm, clock: Clock, overrides: Partial<Ctx> = {}): Ctx {
  return {
    em: orm.em.fork(),
    user: null,
    clock,
    ip: '203.0.113.7',
    userAgent: 'vitest',
    pagePath: null,
    honeypot: null,
    deviceTokens: [],
    rememberDevice: () => {},
    settings: testSettings(),
    limiters: testLimiters(),
    ...overrides,
  };
}

/** A signed-in staff member, for services called as the admin would call them. */
export const TEST_STAFF = { id: 1, sessionId: 1, email: 'staff@test.example', name: 'Test Staff', roles: ['ADMIN' as const, 'OWNER' as const], role: 'owner' as const };

export function staffCtx(orm: Orm, clock: Clock, overrides: Partial<Ctx> = {}): Ctx {
  return testCtx(orm, clock, { user: TEST_STAFF, ...overrides });
}
