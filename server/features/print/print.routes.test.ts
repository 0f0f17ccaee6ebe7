// Without a built site there is no renderer to lay the printed menu out: the page says so (503), never a 500.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type CreatedApp } from '../../app';
import { createTestDb, fakeClock, testDeps, type TestDb } from '../../testing/test-db';

let db: TestDb;
let created: CreatedApp;
let server: Server;

beforeAll(async () => {
  db = await createTestDb();
  created = await createApp(testDeps(db.orm, fakeClock('2026-11-23T17:00:00Z')), { mode: 'none' });
  server = createServer(created.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await created.close();
  await db.close();
});

describe('GET /menu/print without a built site', () => {
  it('answers 503 naming the build, kept by no cache', async () => {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/menu/print`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('npm run build');
  });
});
