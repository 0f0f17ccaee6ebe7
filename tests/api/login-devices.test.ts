// Login throttling with device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): strangers
// guessing from many addresses lock out unknown browsers only; the owner's browser, known by the cookie it got at an
// earlier sign-in, still signs in (REST and tRPC), its own failures lock only itself, and all of it outlives a restart.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaffUser } from '../../server/auth/staff-accounts';
import { useTestDb } from '../factories';
import { api, expectErrorShape, uniqueIp, type ApiResponse } from './http';
import { contractDefaults, startServer } from './server-process';

const db = useTestDb();
const LIMIT: number = contractDefaults.loginRateLimit;

/** An account of its own per test: the limits are per account, and the database keeps them across tests. */
async function newAccount(label: string) {
  const account = { email: `devices-${label}-${randomBytes(4).toString('hex')}@test.example`, password: `the ${label} password 1` };
  await createStaffUser(db.em(), account.email, label, account.password);
  return account;
}

/** The device cookie as a browser would send it back (name=value of the first Set-Cookie). */
function deviceCookie(res: ApiResponse): string {
  const [first] = res.headers.getSetCookie();
  expect(first, 'a Set-Cookie header').toBeDefined();
  return first!.split(';')[0]!;
}

const restLogin = (json: unknown, { ip = uniqueIp(), cookie, baseUrl }: { ip?: string; cookie?: string; baseUrl?: string } = {}) =>
  api('/api/auth/login', { json, ip, ...(cookie ? { headers: { Cookie: cookie } } : {}), ...(baseUrl ? { baseUrl } : {}) });
const trpcLogin = (json: unknown, { ip = uniqueIp(), cookie }: { ip?: string; cookie?: string } = {}) =>
  api('/trpc/auth.login', { json, ip, ...(cookie ? { headers: { Cookie: cookie } } : {}) });

/** Wrong passwords for the account from `count` different addresses, none known to it. */
async function strangersGuess(email: string, count = LIMIT) {
  for (let i = 0; i < count; i += 1) expectErrorShape(await restLogin({ email, password: `stranger guess ${i}` }), 401, 'INVALID_CREDENTIALS');
}

describe('device cookies', () => {
  let owner: { email: string; password: string };
  let ownersCookie: string;
  beforeAll(async () => {
    owner = await newAccount('owner');
  });

  it('a sign-in gives the browser an HttpOnly, SameSite=Strict cookie for the addresses that sign in only (login, reset, invitation), and no token in the body', async () => {
    const res = await restLogin(owner);
    expect(res.status, res.text).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1]).sort()).toEqual([
      '/api/auth/invitation',
      '/api/auth/login',
      '/api/auth/password-reset/confirm',
      '/trpc/auth.acceptInvitation',
      '/trpc/auth.confirmPasswordReset',
      '/trpc/auth.login',
    ]);
    expect(new Set(cookies.map((cookie) => cookie.split(';')[0])).size, 'the same value on each').toBe(1);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^device=[A-Za-z0-9_-]{40,};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      // Plain HTTP here: Secure is set only when the browser came over HTTPS.
      expect(cookie).not.toContain('Secure');
    }
    ownersCookie = deviceCookie(res);
    expect(res.text).not.toContain(ownersCookie.slice('device='.length));
    // A failed attempt sets none.
    expect((await restLogin({ ...owner, password: 'not it at all' })).headers.getSetCookie()).toEqual([]);
  });

  it("strangers from many addresses use up the account for unknown browsers (429, Retry-After); the owner's browser still signs in, by REST and tRPC", async () => {
    // The first test's failed attempt was one of them.
    await strangersGuess(owner.email, LIMIT - 1);
    const unknown = await restLogin(owner);
    expectErrorShape(unknown, 429, 'RATE_LIMITED');
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(unknown.headers.get('retry-after'))).toBeLessThanOrEqual(contractDefaults.loginRateWindowMinutes * 60);
    expect((await trpcLogin(owner)).status).toBe(429);

    const rest = await restLogin(owner, { cookie: ownersCookie });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.user.email).toBe(owner.email);
    const trpc = await trpcLogin(owner, { cookie: ownersCookie });
    expect(trpc.status, trpc.text).toBe(200);
    expect(trpc.body.result.data.user.email).toBe(owner.email);
    // A made-up or tampered cookie is no pass.
    expectErrorShape(await restLogin(owner, { cookie: `${ownersCookie.slice(0, -2)}xx` }), 429, 'RATE_LIMITED');
  });

  it("failures from a known browser lock that browser only; another of the owner's browsers and strangers are unaffected; all of it survives a restart", async () => {
    const account = await newAccount('typist');
    const phone = deviceCookie(await restLogin(account));
    const laptop = deviceCookie(await restLogin(account));
    expect(phone).not.toBe(laptop);

    for (let i = 0; i < LIMIT; i += 1) expectErrorShape(await restLogin({ ...account, password: `typo ${i}` }, { cookie: phone }), 401, 'INVALID_CREDENTIALS');
    expectErrorShape(await restLogin(account, { cookie: phone }), 429, 'RATE_LIMITED');
    expect((await restLogin(account, { cookie: laptop })).status).toBe(200);
    expect((await restLogin(account)).status, 'an unknown browser: the account bucket was not touched').toBe(200);

    await strangersGuess(account.email);
    expectErrorShape(await restLogin(account), 429, 'RATE_LIMITED');

    const restarted = await startServer(inject('testDatabase'));
    try {
      const baseUrl = restarted.baseUrl;
      expectErrorShape(await restLogin(account, { baseUrl }), 429, 'RATE_LIMITED');
      expectErrorShape(await restLogin(account, { cookie: phone, baseUrl }), 429, 'RATE_LIMITED');
      const res = await restLogin(account, { cookie: laptop, baseUrl });
      expect(res.status, res.text).toBe(200);
    } finally {
      await restarted.stop();
    }
  });
});
