import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, fakeClock, testCtx, type TestDb } from '../../testing/test-db';
import { authenticate, createStaffUser, login, logout, me, resetStaffPassword } from './auth.service';
import { StaffUser } from './staff-user.entity';
import { Session } from './session.entity';

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
    expect(result.user).toEqual({ email: 'owner@example.com', name: 'Owner', roles: ['ADMIN'] });
    const session = await db.orm.em.fork().findOneOrFail(Session, { user: { email: 'owner@example.com' } });
    expect(session.tokenHash).not.toBe(result.token);
    expect(await authenticate(db.orm.em.fork(), clock, result.token)).toMatchObject({ email: 'owner@example.com' });
  });

  it('rejects a wrong password and an unknown e-mail with the same error', async () => {
    const wrong = login(testCtx(db.orm, clock), { email: 'owner@example.com', password: 'nope' });
    const unknown = login(testCtx(db.orm, clock), { email: 'ghost@example.com', password: PASSWORD });
    await expect(wrong).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid e-mail or password.' });
    await expect(unknown).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid e-mail or password.' });
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
