// POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me: bearer sessions for staff.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaffUser } from '../../server/auth/staff-accounts';
import { Session } from '../../server/auth/session.entity';
import { StaffUser } from '../../server/auth/staff-user.entity';
import { useTestDb } from '../factories';
import { api, expectErrorShape, uniqueIp } from './http';
import { contractDefaults, startServer, testServerEnv } from './server-process';

const db = useTestDb();

const EMAIL = testServerEnv.ADMIN_EMAIL;
const PASSWORD = testServerEnv.ADMIN_PASSWORD;
const USER = { email: EMAIL, name: testServerEnv.ADMIN_NAME, roles: ['ADMIN', 'OWNER'] };
// Failures count per account too, so the wrong-password cases use an account of their own and the shared staff
// account (every API test file signs in with it) never comes near its limit.
const TARGET = { email: `auth-suite-${randomBytes(4).toString('hex')}@test.example`, password: 'the target account password 1' };

beforeAll(async () => {
  await createStaffUser(db.em(), TARGET.email, 'Auth Suite', TARGET.password);
});

const login = (json: unknown, ip?: string) => api('/api/auth/login', { method: 'POST', json, ...(ip ? { ip } : {}) });
const me = (token?: string, headers: Record<string, string> = {}) => api('/api/auth/me', { ...(token !== undefined ? { token } : {}), headers });
const logout = (token?: string) => api('/api/auth/logout', { method: 'POST', ...(token !== undefined ? { token } : {}) });

async function signIn(): Promise<string> {
  const res = await login({ email: EMAIL, password: PASSWORD });
  expect(res.status, res.text).toBe(200);
  return res.body.token as string;
}

/** Signs in and returns the token with the session row it created. */
async function signInWithSession() {
  const em = db.em();
  const [latest] = await em.find(Session, {}, { orderBy: { id: 'desc' }, limit: 1 });
  const token = await signIn();
  const created = await db.em().find(Session, { id: { $gt: latest?.id ?? 0 } });
  expect(created, 'one login creates one session row').toHaveLength(1);
  return { token, session: created[0]! };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('POST /api/auth/login', () => {
  it('answers 200 { ok: true, token, user } and the header Authorization: Bearer <token>', async () => {
    const res = await login({ email: EMAIL, password: PASSWORD });
    expect(res.status, res.text).toBe(200);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body).toStrictEqual({ ok: true, token: expect.any(String), user: USER });
    expect(res.body.token.length).toBeGreaterThan(0);
    expect(res.headers.get('authorization')).toBe(`Bearer ${res.body.token}`);
  });

  it('issues a different token on each login', async () => {
    expect(await signIn()).not.toBe(await signIn());
  });

  it('trims the e-mail and ignores its case', async () => {
    for (const email of [`  ${EMAIL}  `, EMAIL.toUpperCase(), `\t${EMAIL.replace('staff', 'Staff')}\n`]) {
      const res = await login({ email, password: PASSWORD });
      expect(res.status, `${JSON.stringify(email)}: ${res.text}`).toBe(200);
      expect(res.body.user).toStrictEqual(USER);
    }
  });

  it('does not trim or case-fold the password', async () => {
    expect((await login(TARGET)).status).toBe(200);
    for (const password of [` ${TARGET.password}`, `${TARGET.password} `, TARGET.password.toUpperCase()]) {
      expectErrorShape(await login({ email: TARGET.email, password }), 401, 'INVALID_CREDENTIALS');
    }
  });

  it('a wrong password and an unknown e-mail are both 401 INVALID_CREDENTIALS with the same message, and give no token', async () => {
    const wrongPassword = await login({ email: TARGET.email, password: 'not-the-password-at-all' });
    const unknownEmail = await login({ email: 'nobody@test.example', password: TARGET.password });
    expectErrorShape(wrongPassword, 401, 'INVALID_CREDENTIALS');
    expectErrorShape(unknownEmail, 401, 'INVALID_CREDENTIALS');
    expect(unknownEmail.body.message).toBe(wrongPassword.body.message);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.headers.get('authorization')).toBeNull();
      expect(res.text).not.toContain('token');
    }
  });

  it('takes about as long for an unknown e-mail as for a wrong password (no user enumeration by timing)', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      expect((await login({ email, password: 'wrong-password-123' })).status).toBe(401);
      return performance.now() - start;
    };
    await time('warm-up@test.example');
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      unknown.push(await time(`nobody-${i}@test.example`));
      known.push(await time(TARGET.email));
    }
    // A server that skips the password hash for unknown e-mails answers those in ~1 ms instead of tens of ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  describe('a missing or malformed field is a 400 naming it', () => {
    it.each([
      ['no email', { password: PASSWORD }, ['email']],
      ['no password', { email: EMAIL }, ['password']],
      ['empty email', { email: '', password: PASSWORD }, ['email']],
      ['blank email', { email: '   ', password: PASSWORD }, ['email']],
      ['empty password', { email: EMAIL, password: '' }, ['password']],
      ['neither', {}, ['email', 'password']],
      ['email a number', { email: 42, password: PASSWORD }, ['email']],
      ['password an object', { email: EMAIL, password: { value: PASSWORD } }, ['password']],
      ['password null', { email: EMAIL, password: null }, ['password']],
    ])('%s', async (_label, body, fields) => {
      const res = await login(body);
      expectErrorShape(res, 400, 'VALIDATION_FAILED');
      for (const field of fields) expect(res.body.fields?.[field], `fields.${field} in ${res.text}`).toEqual(expect.any(String));
    });

    it.each([
      ['an array', [{ email: EMAIL, password: PASSWORD }]],
      ['a string', `${EMAIL}:${PASSWORD}`],
      ['null', null],
    ])('a body that is %s → 400', async (_label, body) => {
      const res = await login(body);
      expect(res.status, res.text).toBe(400);
      expectErrorShape(res, 400, res.body.error);
    });
  });

  it(`more than ${contractDefaults.loginRateLimit} failed attempts from one address → 429 with Retry-After, even with the right password; other addresses are unaffected`, async () => {
    const limit = contractDefaults.loginRateLimit;
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      // A different account each time: only the address's count reaches the limit.
      const res = await login({ email: `guess-${attempt}-${randomBytes(3).toString('hex')}@test.example`, password: `guess-number-${attempt}` }, ip);
      expect(res.status, `attempt ${attempt}: ${res.text}`).toBe(401);
    }

    const limited = await login({ email: EMAIL, password: 'guess-one-too-many' }, ip);
    expectErrorShape(limited, 429, 'RATE_LIMITED');
    const retryAfter = limited.headers.get('retry-after');
    expect(retryAfter, 'Retry-After header').toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(contractDefaults.loginRateWindowMinutes * 60);

    const rightPasswordTooLate = await login({ email: EMAIL, password: PASSWORD }, ip);
    expectErrorShape(rightPasswordTooLate, 429, 'RATE_LIMITED');
    expect(rightPasswordTooLate.headers.get('authorization')).toBeNull();

    const elsewhere = await login({ email: EMAIL, password: PASSWORD }, uniqueIp());
    expect(elsewhere.status, elsewhere.text).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('with a valid token: 200 { email, name, roles } and nothing else', async () => {
    const token = await signIn();
    const res = await me(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toStrictEqual(USER);
  });

  it('accepts the scheme name in any case ("bearer")', async () => {
    const token = await signIn();
    const res = await me(undefined, { Authorization: `bearer ${token}` });
    expect(res.status, res.text).toBe(200);
  });

  it.each([
    ['no Authorization header', {}],
    ['a garbage token', { Authorization: 'Bearer this-is-not-a-token' }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
    ['a Basic credential', { Authorization: `Basic ${Buffer.from(`${EMAIL}:${PASSWORD}`).toString('base64')}` }],
    ['a JWT-looking token', { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' }],
  ])('with %s: 401 UNAUTHENTICATED', async (_label, headers) => {
    expectErrorShape(await me(undefined, headers), 401, 'UNAUTHENTICATED');
  });

  it('a token with a character changed is refused', async () => {
    const token = await signIn();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expectErrorShape(await me(`${token.slice(0, -1)}${last}`), 401, 'UNAUTHENTICATED');
  });

  it('refuses an expired token at once (expiresAt moved into the past)', async () => {
    const { token, session } = await signInWithSession();
    expect((await me(token)).status).toBe(200);

    await db.em().nativeUpdate(Session, { id: session.id }, { expiresAt: new Date(Date.now() - 1_000) });
    expectErrorShape(await me(token), 401, 'UNAUTHENTICATED');
    // Logging out with it is refused too.
    expectErrorShape(await logout(token), 401, 'UNAUTHENTICATED');

    // And it is the expiry that did it: moved back into the future, the same token works again.
    await db.em().nativeUpdate(Session, { id: session.id }, { expiresAt: new Date(Date.now() + 60_000) });
    expect((await me(token)).status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 with no body and the same token is refused at once', async () => {
    const token = await signIn();
    expect((await me(token)).status).toBe(200);

    const res = await logout(token);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');

    expectErrorShape(await me(token), 401, 'UNAUTHENTICATED');
    expectErrorShape(await logout(token), 401, 'UNAUTHENTICATED');
  });

  it('revokes only that session: another token of the same user keeps working', async () => {
    const first = await signIn();
    const second = await signIn();
    expect((await logout(first)).status).toBe(204);
    expect((await me(second)).status).toBe(200);
  });

  it('records the revocation on the session row', async () => {
    const { token, session } = await signInWithSession();
    expect(session.revokedAt ?? null).toBeNull();
    const before = Date.now();
    expect((await logout(token)).status).toBe(204);
    const row = await db.em().findOneOrFail(Session, { id: session.id });
    expect(row.revokedAt).toBeInstanceOf(Date);
    expect(row.revokedAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'garbage'],
  ])('with %s: 401 UNAUTHENTICATED', async (_label, token) => {
    expectErrorShape(await logout(token), 401, 'UNAUTHENTICATED');
  });
});

describe('stored credentials', () => {
  it('stores only a hash of the token, and sessions last 12 hours by default', async () => {
    const before = Date.now();
    const { token, session } = await signInWithSession();
    const after = Date.now();
    expect(session.tokenHash).not.toBe(token);
    expect(session.tokenHash).not.toContain(token);
    expect(await db.em().count(Session, { tokenHash: token })).toBe(0);

    const twelveHours = contractDefaults.tokenTtlHours * 3_600_000;
    expect(session.expiresAt.getTime()).toBeGreaterThanOrEqual(before + twelveHours - 1_000);
    expect(session.expiresAt.getTime()).toBeLessThanOrEqual(after + twelveHours + 1_000);
  });

  it('stores the password only as an argon2id hash', async () => {
    const user = await db.em().findOneOrFail(StaffUser, { email: EMAIL });
    expect(user.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(user.passwordHash).not.toContain(PASSWORD);
  });

  it('the login limit survives a server restart: an address refused before it is still refused by a new process', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= contractDefaults.loginRateLimit; attempt += 1) {
      expect((await login({ email: `restart-${attempt}-${randomBytes(3).toString('hex')}@test.example`, password: 'a wrong guess' }, ip)).status).toBe(401);
    }
    expectErrorShape(await login({ email: EMAIL, password: PASSWORD }, ip), 429, 'RATE_LIMITED');

    const restarted = await startServer(inject('testDatabase'));
    try {
      const res = await api('/api/auth/login', { json: { email: EMAIL, password: PASSWORD }, ip, baseUrl: restarted.baseUrl });
      expectErrorShape(res, 429, 'RATE_LIMITED');
      const elsewhere = await api('/api/auth/login', { json: { email: EMAIL, password: PASSWORD }, ip: uniqueIp(), baseUrl: restarted.baseUrl });
      expect(elsewhere.status, elsewhere.text).toBe(200);
    } finally {
      await restarted.stop();
    }
  });

  it('a token survives a server restart (a second server process on the same database accepts it, and still refuses a revoked one)', async () => {
    const kept = await signIn();
    const revoked = await signIn();
    expect((await logout(revoked)).status).toBe(204);

    const restarted = await startServer(inject('testDatabase'));
    try {
      const ask = (token: string) =>
        fetch(`${restarted.baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } }).then(async (r) => ({ status: r.status, body: await r.json() }));
      expect(await ask(kept)).toStrictEqual({ status: 200, body: USER });
      expect((await ask(revoked)).status).toBe(401);
    } finally {
      await restarted.stop();
    }
  });
});
