import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type CreatedApp } from '../../app';
import { createTestDb, fakeClock, testDeps, type TestDb } from '../../testing/test-db';

let db: TestDb;
let created: CreatedApp;
let server: Server;
let base: string;

beforeAll(async () => {
  db = await createTestDb();
  created = await createApp(testDeps(db.orm, fakeClock('2026-11-23T17:00:00Z')), { mode: 'none' });
  server = createServer(created.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await created.close();
  await db.close();
});

describe('GET /api/health', () => {
  it('says up while the database answers', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: 'up' });
  });

  it('says down with a 503, not a 500, when the database does not answer, with or without a token', async () => {
    await db.orm.close(true);
    for (const headers of [{}, { Authorization: 'Bearer some-staff-token' }] as Record<string, string>[]) {
      const response = await fetch(`${base}/api/health`, { headers });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ ok: false, db: 'down' });
    }
  });
});
