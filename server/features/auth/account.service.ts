// A member's own account (My account) and the two e-mailed links: accepting an invitation, resetting a password.
import type {
  AcceptInvitationInput,
  ChangePasswordInput,
  LinkStateDto,
  LinkStateInput,
  MeDto,
  MeUpdateInput,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '../../../shared/schemas/team';
import type { LoginResult } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { notFound, rateLimited, validationError } from '../../errors';
import { queueEmail } from '../../mail/queue-email';
import { passwordResetEmail } from './account-emails';
import { loadEmailWords } from '../../mail/email-texts';
import { requireUser, toUserDto } from '../../auth/authenticate';
import { LinkToken, type LinkTokenKind } from './link-token.entity';
import { findLink, invalidLink, issueLinkToken, linkStateOf, linkUrl, requireUsableLink, useLinkToken } from './link-tokens';
import { rememberDevice, sendDeviceCookie } from './login-devices';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { openSession, revokeSessions } from '../../auth/sessions';
import { StaffUser, type IStaffUser } from '../../auth/staff-user.entity';
import { newToken } from '../../auth/tokens';
import { readBarSettings } from '../../bar-settings/bar-settings';

export async function getMe(ctx: Ctx): Promise<MeDto> {
  const { id } = requireUser(ctx);
  const user = await ctx.em.findOne(StaffUser, { id });
  if (!user) throw notFound('Account');
  return { id: user.id, email: user.email, name: user.name, role: user.role, language: user.language };
}

/** The caller's own name (the owner gave it with the invitation; the member may correct it) and language. */
export async function updateMe(ctx: Ctx, { name, language }: MeUpdateInput): Promise<MeDto> {
  const { id } = requireUser(ctx);
  const user = await ctx.em.findOneOrFail(StaffUser, { id });
  if (name !== undefined) user.name = name;
  if (language !== undefined) user.language = language;
  await ctx.em.flush();
  return getMe(ctx);
}

/** A new password for the caller, who proves the current one; every other session of the account is signed out. */
export async function changePassword(ctx: Ctx, { currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
  const { id, sessionId } = requireUser(ctx);
  const user = await ctx.em.findOneOrFail(StaffUser, { id });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw validationError({ currentPassword: 'Current password is not correct.' });
  user.passwordHash = await hashPassword(newPassword);
  await revokeSessions(ctx.em, user, ctx.clock.now(), sessionId);
  await ctx.em.flush();
}

/** "Sign out my other devices": every session of the caller but this one. */
export async function signOutOtherDevices(ctx: Ctx): Promise<void> {
  const { id, sessionId } = requireUser(ctx);
  const user = await ctx.em.findOneOrFail(StaffUser, { id });
  await revokeSessions(ctx.em, user, ctx.clock.now(), sessionId);
  await ctx.em.flush();
}

/**
 * Where an e-mailed link stands, read when its page opens: nothing is used or written. The address and name it was
 * sent for come only with a link that really was issued (every state but `invalid`), so the page can greet the member,
 * prefill the invitation's name, and ask for a new reset link for that address.
 */
export async function readLink(ctx: Ctx, kind: LinkTokenKind, { token }: LinkStateInput): Promise<LinkStateDto> {
  const link = await findLink(ctx.em, token);
  const state = linkStateOf(link, kind, ctx.clock.now());
  if (!link || state === 'invalid') return { state: 'invalid' };
  return { state, email: link.user.email, name: link.user.name };
}

/**
 * Signs the member in on the browser that used the link, in the link's transaction (`scoped`): a session, the sign-in
 * time, and the browser made one the member signed in from with the new password (login-devices.ts), so strangers'
 * failed passwords never block it. The device cookie is sent by `finishLinkSignIn` once the change is committed.
 */
async function signInFromLink(scoped: Ctx, user: IStaffUser, now: Date): Promise<{ result: LoginResult; deviceToken: string }> {
  user.lastLoginAt = now;
  const token = openSession(scoped, user, now);
  const deviceToken = await rememberDevice(scoped, user, null, now);
  await scoped.em.flush();
  return { result: { ok: true as const, token, user: toUserDto(user) }, deviceToken };
}

function finishLinkSignIn(ctx: Ctx, { result, deviceToken }: { result: LoginResult; deviceToken: string }): LoginResult {
  sendDeviceCookie(ctx, deviceToken);
  return result;
}

/** The invitation link: the member chooses a password (and may correct the name) and is signed in on this browser. */
export async function acceptInvitation(ctx: Ctx, { token, name, password }: AcceptInvitationInput): Promise<LoginResult> {
  // A bad link is refused before the (deliberately slow) password hash is computed.
  await requireUsableLink(ctx.em, 'invitation', token, ctx.clock.now());
  const passwordHash = await hashPassword(password);
  const signedIn = await ctx.em.transactional(async (em) => {
    const now = ctx.clock.now();
    const { user } = await useLinkToken(em, 'invitation', token, now);
    // A deactivated member's link opens nothing, nor does one for an account that was already set up.
    if (!user.active || !user.pending) throw invalidLink();
    user.passwordHash = passwordHash;
    user.pending = false;
    if (name) user.name = name;
    return signInFromLink({ ...ctx, em }, user, now);
  });
  return finishLinkSignIn(ctx, signedIn);
}

/**
 * Sends a reset link to an active account's address. The answer is the same whatever the address: the attempt is
 * counted, the account looked up, a token and its e-mail made either way; only for a real account are they written.
 * Counted per client address and per address asked for, in a limiter of its own, so a throttled login never blocks
 * the way back in.
 */
export async function requestPasswordReset(ctx: Ctx, { email }: PasswordResetRequestInput): Promise<{ ok: true }> {
  for (const key of [`address:${ctx.ip}`, `account:${email}`]) {
    const decision = await ctx.limiters.passwordReset.hit(key);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  }
  const now = ctx.clock.now();
  const user = await ctx.em.findOne(StaffUser, { email });
  // Read either way, so a known and an unknown address cost the same.
  const { name: barName } = await readBarSettings(ctx.em);
  // The member's language; for an unknown address the default one's, loaded either way.
  const words = await loadEmailWords(user?.language);
  if (user && user.active && !user.pending) {
    const token = await issueLinkToken(ctx.em, user, 'password-reset', now);
    const email = passwordResetEmail({ name: user.name, link: linkUrl(ctx.settings.publicUrl, 'password-reset', token, user.language), words, barName });
    queueEmail(ctx.em, { kind: 'password-reset', to: [user.email], ...email, ref: `staff:${user.id}`, secret: true }, now);
  } else {
    // The same reads and work as above, nothing written.
    await ctx.em.find(LinkToken, { user: { email }, kind: 'password-reset', usedAt: null });
    passwordResetEmail({ name: email, link: linkUrl(ctx.settings.publicUrl, 'password-reset', newToken()), words, barName });
  }
  await ctx.em.flush();
  return { ok: true };
}

/**
 * The reset link: a new password, every other session of the account signed out, and the member signed in on this
 * browser, which becomes one they signed in from: a reset gets the member back in even while strangers keep failing.
 */
export async function confirmPasswordReset(ctx: Ctx, { token, password }: PasswordResetConfirmInput): Promise<LoginResult> {
  await requireUsableLink(ctx.em, 'password-reset', token, ctx.clock.now());
  const passwordHash = await hashPassword(password);
  const signedIn = await ctx.em.transactional(async (em) => {
    const now = ctx.clock.now();
    const { user } = await useLinkToken(em, 'password-reset', token, now);
    if (!user.active || user.pending) throw invalidLink();
    user.passwordHash = passwordHash;
    await revokeSessions(em, user, now);
    return signInFromLink({ ...ctx, em }, user, now);
  });
  return finishLinkSignIn(ctx, signedIn);
}
