// `npm run admin -- create` on an installation of its own: the first account (made at first start) and accounts made
// here are owners unless `--role` says otherwise, and the role a login answers with is the one the server enforces.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, uniqueIp } from './http';
import { installation } from './installation';
import { sqliteInstallation, testServerEnv } from './server-process';
import { STAFF } from './staff';

const dir = mkdtempSync(join(tmpdir(), 'olivera-admin-cli-'));
const site = installation(sqliteInstallation(join(dir, 'casa.sqlite')));

beforeAll(async () => {
  await site.start();
}, 60_000);

afterAll(async () => {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function signIn(email: string) {
  const response = await api('/api/auth/login', { baseUrl: site.server!.baseUrl, json: { email, password: testServerEnv.ADMIN_PASSWORD }, ip: uniqueIp() });
  expect(response.status, response.text).toBe(200);
  return response.body as { token: string; user: { roles: string[] } };
}

describe('npm run admin -- create', () => {
  it('the account made at first start is an owner', async () => {
    expect((await signIn(STAFF.email)).user.roles).toEqual(['ADMIN', 'OWNER']);
  });

  it('makes an owner by default, and the role --role names', async () => {
    expect((await site.npmRun('admin', ['create', 'Boss@Roles.example'])).code).toBe(0);
    const staff = await site.npmRun('admin', ['create', 'floor@roles.example', '--name', 'Floor', '--role', 'staff']);
    expect(staff.code, staff.output).toBe(0);
    expect(staff.output).toContain('(staff)');

    expect((await signIn('boss@roles.example')).user.roles).toEqual(['ADMIN', 'OWNER']);
    const floor = await signIn('floor@roles.example');
    expect(floor.user.roles).toEqual(['ADMIN', 'STAFF']);
    // The role is enforced: staff may read the offers, not delete one.
    const baseUrl = site.server!.baseUrl;
    expect((await api('/api/admin/offers', { baseUrl, token: floor.token })).status).toBe(200);
    const refused = await api('/api/admin/offers/1', { baseUrl, method: 'DELETE', token: floor.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ ok: false, error: 'FORBIDDEN', message: 'Only a manager or the owner may do this.' });
  });

  it('refuses an unknown role and names the option', async () => {
    const { code, output } = await site.npmRun('admin', ['create', 'nobody@roles.example', '--role', 'boss']);
    expect(code).toBe(1);
    expect(output).toContain('--role must be one of staff, manager, owner.');
    expect((await api('/api/auth/login', { baseUrl: site.server!.baseUrl, json: { email: 'nobody@roles.example', password: testServerEnv.ADMIN_PASSWORD }, ip: uniqueIp() })).status).toBe(401);
  });
});
