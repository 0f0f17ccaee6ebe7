// The team and account rules at the service level, with a fake clock for the links' lifetimes (the API tests in
// tests/api/team.test.ts run the same flows over HTTP and SMTP).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, fakeClock, testCtx, testLimiters, type TestDb } from '../../testing/test-db';
import type { AuthUser, Ctx } from '../../context';
import { OutboxEmail } from '../../mail/outbox-email.entity';
import { acceptInvitation, changePassword, confirmPasswordReset, readLink, requestPasswordReset, signOutOtherDevices } from './account.service';
import { authenticate } from '../../auth/authenticate';
import { createStaffUser, resetStaffPassword } from '../../auth/staff-accounts';
import { login } from './auth.service';
import { LinkToken } from './link-token.entity';
import { inviteMember, removeMember, resendInvitation, updateMember } from './team.service';
import { StaffUser } from '../../auth/staff-user.entity';
import { Session } from '../../auth/session.entity';
import { LoginDevice } from './login-device.entity';

const PASSWORD = 'the owner long password';
const NEW_PASSWORD = 'a brand new long password';

describe('accounts and team', () => {
  let db: TestDb;
  const clock = fakeClock('2026-11-29T10:00:00Z');
  let owner: AuthUser;

  const ctxAs = (user: AuthUser | null, overrides: Partial<Ctx> = {}) => testCtx(db.orm, clock, { user, ...overrides });
  async function signIn(email: string, password: string): Promise<AuthUser> {
    const { token } = await login(ctxAs(null), { email, password });
    return (await authenticate(db.orm.em.fork(), clock, token))!;
  }
  /** The token in the newest e-mail to `to`. */
  async function linkTokenMailedTo(to: string): Promise<string> {
    const [email] = await db.orm.em.fork().find(OutboxEmail, { recipients: to }, { orderBy: { id: 'desc' }, limit: 1 });
    const match = /token=([\w-]+)/.exec(email?.textBody ?? '');
    if (!match) throw new Error(`No link e-mailed to ${to}`);
    return match[1]!;
  }

  beforeAll(async () => {
    db = await createTestDb();
    await createStaffUser(db.orm.em.fork(), 'owner@example.com', 'Olga Owner', PASSWORD);
    owner = await signIn('owner@example.com', PASSWORD);
  });
  afterAll(() => db.close());

  it('invites a member: pending, an e-mail with a single-use link in the same flush, and only its hash stored', async () => {
    const member = await inviteMember(ctxAs(owner), { email: 'bea@example.com', name: 'Bea', role: 'staff' });
    expect(member).toMatchObject({ email: 'bea@example.com', role: 'staff', pending: true, active: true, lastLoginAt: null });
    const [email] = await db.orm.em.fork().find(OutboxEmail, { recipients: 'bea@example.com' });
    expect(email).toMatchObject({ kind: 'invitation', secret: true, status: 'queued' });
    expect(email!.textBody).toContain('https://tapas.example.org/admin/invitation?token=');
    expect(email!.htmlBody).toContain('Olga Owner');
    const token = await linkTokenMailedTo('bea@example.com');
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    const stored = await db.orm.em.fork().find(LinkToken, {});
    expect(JSON.stringify(stored)).not.toContain(token);

    // Not yet accepted: no sign-in, whatever the password.
    await expect(login(ctxAs(null), { email: 'bea@example.com', password: '' + 'x'.repeat(12) })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const result = await acceptInvitation(ctxAs(null), { token, name: 'Bea Bravo', password: NEW_PASSWORD });
    expect(result.user).toEqual({ email: 'bea@example.com', name: 'Bea Bravo', roles: ['ADMIN', 'STAFF'] });
    expect(await authenticate(db.orm.em.fork(), clock, result.token)).toMatchObject({ role: 'staff' });
    await expect(acceptInvitation(ctxAs(null), { token, password: NEW_PASSWORD })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { token: 'This link is invalid or has expired.' },
    });
  });

  it('an invited member given a password on the server (npm run admin -- reset-password) can sign in with it', async () => {
    await inviteMember(ctxAs(owner), { email: 'hugo@example.com', name: 'Hugo', role: 'staff' });
    await resetStaffPassword(db.orm.em.fork(), clock, 'hugo@example.com', NEW_PASSWORD);
    await expect(login(ctxAs(null), { email: 'hugo@example.com', password: NEW_PASSWORD })).resolves.toMatchObject({ ok: true });
  });

  it('refuses an address already on the team, whatever its case', async () => {
    await expect(inviteMember(ctxAs(owner), { email: 'owner@example.com', name: 'X', role: 'staff' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('an invitation works for 72 hours, and a new one replaces the old link', async () => {
    const member = await inviteMember(ctxAs(owner), { email: 'carl@example.com', name: 'Carl', role: 'manager' });
    const first = await linkTokenMailedTo('carl@example.com');
    await resendInvitation(ctxAs(owner), member.id);
    const second = await linkTokenMailedTo('carl@example.com');
    expect(second).not.toBe(first);
    await expect(acceptInvitation(ctxAs(null), { token: first, password: NEW_PASSWORD })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

    const later = fakeClock(clock.now());
    later.advance(72 * 3_600_000);
    await expect(acceptInvitation(testCtx(db.orm, later), { token: second, password: NEW_PASSWORD })).rejects.toMatchObject({ fields: { token: 'This link is invalid or has expired.' } });
    later.advance(-1000);
    await expect(acceptInvitation(testCtx(db.orm, later), { token: second, password: NEW_PASSWORD })).resolves.toMatchObject({ ok: true });
    await expect(resendInvitation(ctxAs(owner), member.id)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('a reset link works once and for 60 minutes, and signs the account out everywhere', async () => {
    await createStaffUser(db.orm.em.fork(), 'dani@example.com', 'Dani', PASSWORD, 'staff');
    const { token: session } = await login(ctxAs(null), { email: 'dani@example.com', password: PASSWORD });
    await requestPasswordReset(ctxAs(null), { email: 'dani@example.com' });
    const expiring = await linkTokenMailedTo('dani@example.com');
    const later = fakeClock(clock.now());
    later.advance(60 * 60_000);
    await expect(confirmPasswordReset(testCtx(db.orm, later), { token: expiring, password: NEW_PASSWORD })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

    await requestPasswordReset(ctxAs(null), { email: 'dani@example.com' });
    const token = await linkTokenMailedTo('dani@example.com');
    later.set(clock.now());
    later.advance(59 * 60_000);
    await confirmPasswordReset(testCtx(db.orm, later), { token, password: NEW_PASSWORD });
    expect(await authenticate(db.orm.em.fork(), clock, session)).toBeNull();
    await expect(login(ctxAs(null), { email: 'dani@example.com', password: PASSWORD })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(login(ctxAs(null), { email: 'dani@example.com', password: NEW_PASSWORD })).resolves.toMatchObject({ ok: true });
    await expect(confirmPasswordReset(ctxAs(null), { token, password: NEW_PASSWORD })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers a reset request alike for an unknown address, writing nothing', async () => {
    const before = await db.orm.em.fork().count(OutboxEmail);
    await expect(requestPasswordReset(ctxAs(null), { email: 'nobody@example.com' })).resolves.toEqual({ ok: true });
    expect(await db.orm.em.fork().count(OutboxEmail)).toBe(before);
  });

  it('limits reset requests per account in a limiter of its own: a throttled login does not block them', async () => {
    const limiters = testLimiters();
    for (let i = 0; i < 10; i++) await login(ctxAs(null, { limiters, ip: `198.51.100.${i}` }), { email: 'owner@example.com', password: 'wrong' }).catch(() => {});
    await expect(login(ctxAs(null, { limiters, ip: '198.51.100.99' }), { email: 'owner@example.com', password: PASSWORD })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    for (let i = 0; i < 10; i++) await expect(requestPasswordReset(ctxAs(null, { limiters, ip: `198.51.100.${i}` }), { email: 'owner@example.com' })).resolves.toEqual({ ok: true });
    await expect(requestPasswordReset(ctxAs(null, { limiters, ip: '198.51.100.77' }), { email: 'owner@example.com' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('keeps one active owner: demoting, deactivating or removing the last one is a 409', async () => {
    const self = await db.orm.em.fork().findOneOrFail(StaffUser, { email: 'owner@example.com' });
    await expect(updateMember(ctxAs(owner), self.id, { role: 'manager' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(updateMember(ctxAs(owner), self.id, { active: false })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(removeMember(ctxAs(owner), self.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    // A pending owner does not count.
    await inviteMember(ctxAs(owner), { email: 'eva@example.com', name: 'Eva', role: 'owner' });
    await expect(updateMember(ctxAs(owner), self.id, { role: 'manager' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('a role change or deactivation signs the member out; a deactivated member cannot sign in', async () => {
    await createStaffUser(db.orm.em.fork(), 'fede@example.com', 'Fede', PASSWORD, 'staff');
    const { token } = await login(ctxAs(null), { email: 'fede@example.com', password: PASSWORD });
    const fede = await db.orm.em.fork().findOneOrFail(StaffUser, { email: 'fede@example.com' });
    expect(fede.lastLoginAt?.toISOString()).toBe(clock.now().toISOString());
    await updateMember(ctxAs(owner), fede.id, { role: 'manager' });
    expect(await authenticate(db.orm.em.fork(), clock, token)).toBeNull();

    const { token: again } = await login(ctxAs(null), { email: 'fede@example.com', password: PASSWORD });
    await updateMember(ctxAs(owner), fede.id, { active: false });
    expect(await authenticate(db.orm.em.fork(), clock, again)).toBeNull();
    await expect(login(ctxAs(null), { email: 'fede@example.com', password: PASSWORD })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid e-mail or password.' });
    await updateMember(ctxAs(owner), fede.id, { active: true });
    await expect(login(ctxAs(null), { email: 'fede@example.com', password: PASSWORD })).resolves.toMatchObject({ ok: true });
    await removeMember(ctxAs(owner), fede.id);
    expect(await db.orm.em.fork().count(StaffUser, { email: 'fede@example.com' })).toBe(0);
  });

  it('a password change needs the current password and signs out the other sessions only', async () => {
    await createStaffUser(db.orm.em.fork(), 'gil@example.com', 'Gil', PASSWORD, 'staff');
    const here = await signIn('gil@example.com', PASSWORD);
    const { token: elsewhere } = await login(ctxAs(null), { email: 'gil@example.com', password: PASSWORD });
    await expect(changePassword(ctxAs(here), { currentPassword: 'not it at all', newPassword: NEW_PASSWORD })).rejects.toMatchObject({ fields: { currentPassword: expect.any(String) } });
    await changePassword(ctxAs(here), { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(await authenticate(db.orm.em.fork(), clock, elsewhere)).toBeNull();
    expect((await db.orm.em.fork().findOneOrFail(Session, { id: here.sessionId })).revokedAt).toBeNull();

    const { token: third } = await login(ctxAs(null), { email: 'gil@example.com', password: NEW_PASSWORD });
    await signOutOtherDevices(ctxAs(here));
    expect(await authenticate(db.orm.em.fork(), clock, third)).toBeNull();
  });

  it('reads where a link stands without using it: the address and name only with a link really issued', async () => {
    const member = await inviteMember(ctxAs(owner), { email: 'ines@example.com', name: 'Inés', role: 'staff' });
    const first = await linkTokenMailedTo('ines@example.com');
    const read = (token: string, at = clock) => readLink(testCtx(db.orm, at), 'invitation', { token });
    expect(await read(first)).toEqual({ state: 'valid', email: 'ines@example.com', name: 'Inés' });
    expect(await read(first), 'reading does not use it').toMatchObject({ state: 'valid' });
    expect(await readLink(ctxAs(null), 'password-reset', { token: first }), 'the other kind').toEqual({ state: 'invalid' });
    expect(await read('made-up-token-made-up-token')).toEqual({ state: 'invalid' });

    await resendInvitation(ctxAs(owner), member.id);
    const second = await linkTokenMailedTo('ines@example.com');
    expect(await read(first)).toEqual({ state: 'replaced', email: 'ines@example.com', name: 'Inés' });
    const later = fakeClock(clock.now());
    later.advance(72 * 3_600_000);
    expect(await read(second, later)).toMatchObject({ state: 'expired', email: 'ines@example.com' });
    await acceptInvitation(ctxAs(null), { token: second, password: NEW_PASSWORD });
    expect(await read(second)).toMatchObject({ state: 'used', name: 'Inés' });
    expect(await read(second, later), 'used says more than expired').toMatchObject({ state: 'used' });
  });

  it('a reset link stops working once the password changes another way (My account, the server CLI) or the account is deactivated', async () => {
    await createStaffUser(db.orm.em.fork(), 'jon@example.com', 'Jon', PASSWORD, 'staff');
    const jon = await db.orm.em.fork().findOneOrFail(StaffUser, { email: 'jon@example.com' });
    const mailed = async () => {
      await requestPasswordReset(ctxAs(null), { email: 'jon@example.com' });
      return linkTokenMailedTo('jon@example.com');
    };
    const state = async (token: string) => (await readLink(ctxAs(null), 'password-reset', { token })).state;

    const beforeChange = await mailed();
    await changePassword(ctxAs(await signIn('jon@example.com', PASSWORD)), { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(await state(beforeChange)).toBe('replaced');
    await expect(confirmPasswordReset(ctxAs(null), { token: beforeChange, password: 'a third long password' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

    const beforeCli = await mailed();
    await resetStaffPassword(db.orm.em.fork(), clock, 'jon@example.com', PASSWORD);
    expect(await state(beforeCli)).toBe('replaced');

    const beforeDeactivation = await mailed();
    await updateMember(ctxAs(owner), jon.id, { active: false });
    expect(await readLink(ctxAs(null), 'password-reset', { token: beforeDeactivation })).toEqual({ state: 'invalid' });
    await updateMember(ctxAs(owner), jon.id, { active: true });
    expect(await state(beforeDeactivation), 'closed for good, not reopened by reactivation').toBe('invalid');
    await expect(confirmPasswordReset(ctxAs(null), { token: beforeDeactivation, password: 'a third long password' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('a reset signs the member in on the browser that used it, which becomes one they signed in from', async () => {
    await createStaffUser(db.orm.em.fork(), 'kai@example.com', 'Kai', PASSWORD, 'staff');
    await requestPasswordReset(ctxAs(null), { email: 'kai@example.com' });
    const token = await linkTokenMailedTo('kai@example.com');
    let cookie: string[] = [];
    const result = await confirmPasswordReset(ctxAs(null, { deviceTokens: ['another-accounts-device-token'], rememberDevice: (tokens) => (cookie = tokens) }), { token, password: NEW_PASSWORD });
    expect(result).toMatchObject({ ok: true, user: { email: 'kai@example.com', name: 'Kai' } });
    expect(await authenticate(db.orm.em.fork(), clock, result.token)).toMatchObject({ email: 'kai@example.com' });
    // This browser's new token first, the other account's kept.
    expect(cookie).toHaveLength(2);
    expect(cookie[1]).toBe('another-accounts-device-token');
    const kai = await db.orm.em.fork().findOneOrFail(StaffUser, { email: 'kai@example.com' });
    expect(await db.orm.em.fork().count(LoginDevice, { user: kai })).toBe(1);
    expect(kai.lastLoginAt?.toISOString()).toBe(clock.now().toISOString());
  });
});
