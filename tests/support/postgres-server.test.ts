import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgres, startPostgres } from './postgres-server';

const empty = mkdtempSync(join(tmpdir(), 'no-postgres-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

describe('findPostgres', () => {
  it('says why when PG_BIN lacks the binaries', () => {
    expect(findPostgres({ PG_BIN: empty })).toEqual({ ok: false, reason: expect.stringContaining(`PG_BIN=${empty} lacks one of initdb, postgres`) });
  });

  it('says why, and how to get them, when no usual place has them', () => {
    const found = findPostgres({}, [empty, join(empty, 'missing')]);
    expect(found.ok).toBe(false);
    expect(!found.ok && found.reason).toMatch(/no PostgreSQL binaries .*apt-get install postgresql/);
  });
});

const installed = findPostgres();
describe.skipIf(!installed.ok)('startPostgres (this machine has PostgreSQL)', () => {
  it('runs as the postgres user when we are root, and serves a database on loopback until stopped', async () => {
    if (installed.ok) expect(installed.runAs?.user).toBe(process.getuid?.() === 0 ? 'postgres' : undefined);
    const server = await startPostgres({ database: 'support_test' });
    const url = new URL(server.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/support_test');
    const port = Number(url.port);
    await server.stop();
    // Stopped: nothing listens on its port any more.
    const { connect } = await import('node:net');
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  }, 60_000);
});
