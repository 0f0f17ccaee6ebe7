import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDb, fakeClock, testCtx, testLimiters, type TestDb } from '../../testing/test-db';
import { authenticate } from '../../auth/authenticate';
import { createStaffUser, resetStaffPassword } from '../../auth/staff-accounts';
import { login, logout, me } from './auth.service';
import { StaffUser } from '../../auth/staff-user.entity';
import { Session } from '../../auth/session.entity';
import { LoginDevice } from './login-device.entity';
import { hashToken } from '../../auth/tokens';

const PASSWORD = 'correct horse battery staple';

describe('auth service', () => {
  let db: TestDb;
  const clock = fakeClock('2026-11-22T18:00:00Z');

  beforeAll(async () => {
    db = await createTestDb();
    await createStaffUser(db.orm.em.fork(), ' Owner@Example.com ', 'Owner', PASSWORD);
  });
  afterAll(() => db.close());

  it('stores only an argon2id hash of the password', async () => {
    const user = await db.orm.em.fork().findOneOrFail(StaffUser, { email: 'owner@example.com' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);
  });

  it('logs in with a case-insensitive e-mail and returns a token and the user', async () => {
    const result = await login(testCtx(db.orm, clock), { email: 'owner@example.com', password: PASSWORD });
    expect(result.user).toEqual({ email: 'owner@example.com', name: 'Owner', roles: ['ADMIN', 'OWNER'] });
    const session = await db.orm.em.fork().findOneOrFail(Session, { user: { email: 'owner@example.com' } });
    expect(session.tokenHash).not.toBe(result.token);
    expect(await authenticate(db.orm.em.fork(), clock, result.token)).toMatchObject({ email: 'owner@example.com' });
  });

  it('rejects a wrong password and an unknown e-mail with the same error', async () => {
    // Both run at once, each awaited from the start: awaited one after the other, the second could fail while the first
    // was still being checked, with nothing yet listening (an unhandled rejection, which fails the run).
    const invalid = { code: 'INVALID_CREDENTIALS', message: 'Invalid e-mail or password.' };
    await Promise.all([
      expect(login(testCtx(db.orm, clock), { email: 'owner@example.com', password: 'nope' })).rejects.toMatchObject(invalid),
      expect(login(testCtx(db.orm, clock), { email: 'ghost@example.com', password: PASSWORD })).rejects.toMatchObject(invalid),
    ]);
  });

  it('expires tokens after the configured time', async () => {
    const local = fakeClock('2026-11-22T18:00:00Z');
    const { token } = await login(testCtx(db.orm, local), { email: 'owner@example.com', password: PASSWORD });
    local.advance(12 * 3_600_000 - 1000);
    expect(await authenticate(db.orm.em.fork(), local, token)).not.toBeNull();
    local.advance(1000);
    expect(await authenticate(db.orm.em.fork(), local, token)).toBeNull();
  });

  it('revokes a token at once on logout', async () => {
    const { token } = await login(testCtx(db.orm, clock), { email: 'owner@example.com', password: PASSWORD });
    const user = await authenticate(db.orm.em.fork(), clock, token);
    const ctx = testCtx(db.orm, clock, { user });
    expect(me(ctx).email).toBe('owner@example.com');
    await logout(ctx);
    expect(await authenticate(db.orm.em.fork(), clock, token)).toBeNull();
  });

  it('throttles repeated attempts from one address', async () => {
    const ctx = testCtx(db.orm, clock, { ip: '198.51.100.9' });
    for (let i = 0; i < 10; i += 1) await expect(login(ctx, { email: 'owner@example.com', password: 'bad' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(login(ctx, { email: 'owner@example.com', password: PASSWORD })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  describe('login limits: failures per address and per account', () => {
    const local = fakeClock('2026-11-22T18:00:00Z');
    const ACCOUNT = 'limits@example.com';
    const OTHER = 'limits-other@example.com';
    let limiters: ReturnType<typeof testLimiters>;
    const from = (ip: string) => testCtx(db.orm, local, { ip, limiters });

    beforeAll(async () => {
      await createStaffUser(db.orm.em.fork(), ACCOUNT, 'Limits', PASSWORD);
      await createStaffUser(db.orm.em.fork(), OTHER, 'Other', PASSWORD);
    });
    // The limiter reads the wall clock: Date moves with the fake clock here.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: local.now() });
      limiters = testLimiters();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('refuses an account after 10 failures from 10 addresses, even with the right password, until the window passes', async () => {
      for (let i = 0; i < 10; i += 1) {
        await expect(login(from(`198.51.100.${i}`), { email: ACCOUNT, password: `guess ${i}` })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      }
      const refused = login(from('198.51.100.99'), { email: ACCOUNT, password: PASSWORD });
      await expect(refused).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 15 * 60 });
      // Another account from the same new address is unaffected.
      await expect(login(from('198.51.100.99'), { email: OTHER, password: PASSWORD })).resolves.toMatchObject({ ok: true });
      local.advance(15 * 60_000);
      vi.setSystemTime(local.now());
      await expect(login(from('198.51.100.99'), { email: ACCOUNT, password: PASSWORD })).resolves.toMatchObject({ ok: true });
    });

    it('never lets a success clear failures: interleaving own logins with guesses still ends in RATE_LIMITED', async () => {
      const ctx = from('198.51.100.150');
      for (let i = 0; i < 10; i += 1) {
        await expect(login(ctx, { email: OTHER, password: PASSWORD })).resolves.toMatchObject({ ok: true });
        await expect(login(ctx, { email: `ghost-${i}@example.com`, password: 'guess' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      }
      await expect(login(ctx, { email: 'ghost-x@example.com', password: 'guess' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      await expect(login(ctx, { email: OTHER, password: PASSWORD })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    });

    it('counts only failures: a success gives back its own attempt', async () => {
      const ctx = from('198.51.100.151');
      for (let i = 0; i < 15; i += 1) await expect(login(ctx, { email: OTHER, password: PASSWORD })).resolves.toMatchObject({ ok: true });
      for (let i = 0; i < 10; i += 1) {
        await expect(login(ctx, { email: `nobody-${i}@example.com`, password: 'guess' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      }
      await expect(login(ctx, { email: 'nobody-x@example.com', password: 'guess' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    });

    it('lets no more than the limit through when attempts arrive at once', async () => {
      const attempts = Array.from({ length: 15 }, (_, i) => login(from(`198.51.100.${200 + i}`), { email: ACCOUNT, password: `parallel ${i}` }).catch((error: { code: string }) => error.code));
      const codes = await Promise.all(attempts);
      expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(10);
      expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(5);
    });
  });

  describe('device cookie: a browser that signed in before is counted on its own', () => {
    const local = fakeClock('2026-11-22T18:00:00Z');
    const OWNER = 'device-owner@example.com';
    const COLLEAGUE = 'device-colleague@example.com';
    let limiters: ReturnType<typeof testLimiters>;
    /** A browser: the cookie it holds, updated by each answer as a browser would. */
    const browser = (ip: string) => {
      const jar = { tokens: [] as string[] };
      const ctx = () => testCtx(db.orm, local, { ip, limiters, deviceTokens: jar.tokens, rememberDevice: (tokens) => (jar.tokens = tokens) });
      return { jar, login: (email: string, password: string) => login(ctx(), { email, password }) };
    };

    beforeAll(async () => {
      await createStaffUser(db.orm.em.fork(), OWNER, 'Owner', PASSWORD);
      await createStaffUser(db.orm.em.fork(), COLLEAGUE, 'Colleague', PASSWORD);
    });
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: local.now() });
      limiters = testLimiters();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('gives a signed-in browser a token stored only as a hash, and keeps it on the next sign-in', async () => {
      const owners = browser('198.51.100.1');
      await owners.login(OWNER, PASSWORD);
      expect(owners.jar.tokens).toHaveLength(1);
      const [token] = owners.jar.tokens;
      const rows = await db.orm.em.fork().find(LoginDevice, { user: { email: OWNER } });
      expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(token!)]);
      await owners.login(OWNER, PASSWORD);
      expect(owners.jar.tokens).toEqual([token]);
      expect(await db.orm.em.fork().count(LoginDevice, { user: { email: OWNER } })).toBe(1);
      // A failure sets no cookie.
      await expect(browser('198.51.100.2').login(OWNER, 'wrong')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    });

    it("strangers' failures lock out unknown browsers only; the owner's browser still signs in", async () => {
      const owners = browser('198.51.100.10');
      await owners.login(OWNER, PASSWORD);
      for (let i = 0; i < 10; i += 1) await expect(browser(`203.0.113.${i}`).login(OWNER, `guess ${i}`)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      await expect(browser('203.0.113.99').login(OWNER, PASSWORD)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      // The owner's browser, even from an address the strangers used.
      await expect(owners.login(OWNER, PASSWORD)).resolves.toMatchObject({ ok: true });
      await expect(browser('203.0.113.1').login(OWNER, PASSWORD).catch((e: { code: string }) => e.code)).resolves.toBe('RATE_LIMITED');
    });

    it("a known browser's failures lock that browser only", async () => {
      const owners = browser('198.51.100.20');
      const office = browser('198.51.100.21');
      await owners.login(OWNER, PASSWORD);
      await office.login(OWNER, PASSWORD);
      for (let i = 0; i < 10; i += 1) await expect(owners.login(OWNER, `typo ${i}`)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      await expect(owners.login(OWNER, PASSWORD)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      await expect(office.login(OWNER, PASSWORD)).resolves.toMatchObject({ ok: true });
      await expect(browser('198.51.100.22').login(OWNER, PASSWORD)).resolves.toMatchObject({ ok: true });
    });

    it("one browser knows a few accounts; another account's token is no pass for this one", async () => {
      const bar = browser('198.51.100.30');
      await bar.login(COLLEAGUE, PASSWORD);
      await bar.login(OWNER, PASSWORD);
      expect(bar.jar.tokens).toHaveLength(2);
      const colleagues = browser('198.51.100.31');
      await colleagues.login(COLLEAGUE, PASSWORD);
      for (let i = 0; i < 10; i += 1) await expect(browser(`203.0.113.${40 + i}`).login(OWNER, `guess ${i}`)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      await expect(colleagues.login(OWNER, PASSWORD)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      await expect(bar.login(OWNER, PASSWORD)).resolves.toMatchObject({ ok: true });
      await expect(bar.login(COLLEAGUE, PASSWORD)).resolves.toMatchObject({ ok: true });
    });

    it('a new password makes every known browser a stranger again', async () => {
      const email = 'device-reset@example.com';
      await createStaffUser(db.orm.em.fork(), email, 'Reset', PASSWORD);
      const owners = browser('198.51.100.40');
      await owners.login(email, PASSWORD);
      const [before] = owners.jar.tokens;
      await resetStaffPassword(db.orm.em.fork(), local, email, 'a brand new long password');
      for (let i = 0; i < 10; i += 1) await expect(browser(`203.0.113.${60 + i}`).login(email, `guess ${i}`)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      await expect(owners.login(email, 'a brand new long password')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      local.advance(15 * 60_000);
      vi.setSystemTime(local.now());
      await owners.login(email, 'a brand new long password');
      expect(owners.jar.tokens[0]).not.toBe(before);
      // The device of the old password is gone from the database.
      expect(await db.orm.em.fork().count(LoginDevice, { tokenHash: hashToken(before!) })).toBe(0);
      expect(await db.orm.em.fork().count(LoginDevice, { user: { email } })).toBe(1);
    });
  });

  it('deletes expired and revoked sessions on a successful login', async () => {
    const local = fakeClock('2026-11-22T18:00:00Z');
    const email = 'sessions@example.com';
    const owner = await createStaffUser(db.orm.em.fork(), email, 'Sessions', PASSWORD);
    const rows = () => db.orm.em.fork().find(Session, { user: owner.id }, { orderBy: { id: 'asc' } });

    await login(testCtx(db.orm, local), { email, password: PASSWORD }); // will expire
    local.advance(60_000);
    const kept = await login(testCtx(db.orm, local), { email, password: PASSWORD }); // still valid at the end
    const revoked = await login(testCtx(db.orm, local), { email, password: PASSWORD });
    await logout(testCtx(db.orm, local, { user: await authenticate(db.orm.em.fork(), local, revoked.token) }));
    expect(await rows()).toHaveLength(3);

    local.advance(12 * 3_600_000 - 30_000); // the first session is past its expiry, the second is not
    const fresh = await login(testCtx(db.orm, local), { email, password: PASSWORD });
    const left = await rows();
    expect(left).toHaveLength(2);
    expect(await authenticate(db.orm.em.fork(), local, kept.token)).not.toBeNull();
    expect(await authenticate(db.orm.em.fork(), local, fresh.token)).not.toBeNull();
  });

  it('revokes every session when the password is reset', async () => {
    const { token } = await login(testCtx(db.orm, clock), { email: 'owner@example.com', password: PASSWORD });
    await resetStaffPassword(db.orm.em.fork(), clock, 'OWNER@example.com', 'a brand new long password');
    expect(await authenticate(db.orm.em.fork(), clock, token)).toBeNull();
    await expect(login(testCtx(db.orm, clock), { email: 'owner@example.com', password: PASSWORD })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(login(testCtx(db.orm, clock), { email: 'owner@example.com', password: 'a brand new long password' })).resolves.toMatchObject({ ok: true });
  });

  it('refuses short passwords and duplicate accounts', async () => {
    await expect(createStaffUser(db.orm.em.fork(), 'new@example.com', 'New', 'short')).rejects.toThrow(/at least 12/);
    await expect(createStaffUser(db.orm.em.fork(), 'owner@example.com', 'Dup', PASSWORD)).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
