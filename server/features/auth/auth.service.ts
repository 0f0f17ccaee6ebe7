// Staff accounts and bearer sessions: login, logout, token check, account management.
import type { EntityManager } from '@mikro-orm/knex';
import { staffPassword, type LoginInput, type LoginResult, type UserDto } from '../../../shared/schemas/auth';
import { roleClaims, type StaffRole } from '../../../shared/rules/staff-roles';
import { AppError, invalidCredentials, rateLimited, unauthenticated } from '../../errors';
import type { AuthUser, Ctx } from '../../context';
import type { Clock } from '../../lib/clock';
import { Session } from './session.entity';
import { StaffUser, type IStaffUser } from './staff-user.entity';
import { hashPassword, timingDummyHash, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

export function toUserDto(user: IStaffUser): UserDto {
  return { email: user.email, name: user.name, roles: roleClaims(user.role) };
}

/**
 * Signs a staff member in. Failures are counted per client address and per e-mail (known or not, so both answer
 * alike): each attempt reserves a slot on both before the password is checked, so parallel guesses cannot all slip
 * through, and only a success gives its own slots back; it never clears anyone's earlier failures.
 */
export async function login(ctx: Ctx, { email, password }: LoginInput): Promise<LoginResult> {
  const attempt = await reserveLoginAttempt(ctx, email);

  const user = await ctx.em.findOne(StaffUser, { email });
  // An invited account has no password yet (empty hash): it is checked against the dummy too, so it answers alike.
  const valid = await verifyPassword(user?.passwordHash || (await timingDummyHash()), password);
  // A deactivated or not yet accepted account answers as a wrong password does.
  if (!user || !valid || !user.active || user.pending) throw invalidCredentials();

  await attempt.release();
  const now = ctx.clock.now();
  await pruneSessions(ctx.em, ctx.clock);
  user.lastLoginAt = now;
  const token = newToken();
  ctx.em.create(Session, {
    tokenHash: hashToken(token),
    user,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.settings.tokenTtlHours * 3_600_000),
    revokedAt: null,
  });
  await ctx.em.flush();
  return { ok: true, token, user: toUserDto(user) };
}

/** One counted attempt on the address and on the account, or RATE_LIMITED (nothing counted) when either is used up. */
async function reserveLoginAttempt(ctx: Ctx, email: string): Promise<{ release: () => Promise<void> }> {
  const byAddress = await ctx.limiters.login.hit(`address:${ctx.ip}`);
  if (!byAddress.allowed) {
    await byAddress.release();
    throw rateLimited(byAddress.retryAfterSeconds);
  }
  const byAccount = await ctx.limiters.login.hit(`account:${email}`);
  if (!byAccount.allowed) {
    await Promise.all([byAddress.release(), byAccount.release()]);
    throw rateLimited(byAccount.retryAfterSeconds);
  }
  return {
    release: async () => {
      await Promise.all([byAddress.release(), byAccount.release()]);
    },
  };
}

/** Deletes the sessions that can never be used again (expired or revoked), so the table holds only live ones. */
export async function pruneSessions(em: EntityManager, clock: Clock): Promise<number> {
  return em.nativeDelete(Session, { $or: [{ expiresAt: { $lte: clock.now() } }, { revokedAt: { $ne: null } }] });
}

/** The signed-in user for a bearer token, or null when it is unknown, expired or revoked. */
export async function authenticate(em: EntityManager, clock: Clock, token: string | null): Promise<AuthUser | null> {
  if (!token) return null;
  const session = await em.findOne(Session, { tokenHash: hashToken(token) }, { populate: ['user'] });
  if (!session || session.revokedAt || session.expiresAt.getTime() <= clock.now().getTime()) return null;
  // Deactivation revokes the sessions too; this holds for one made in the same instant, and for the CLI's changes.
  if (!session.user.active || session.user.pending) return null;
  return { ...toUserDto(session.user), id: session.user.id, sessionId: session.id, role: session.user.role };
}

export function requireUser(ctx: Ctx): AuthUser {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

export async function logout(ctx: Ctx): Promise<void> {
  const user = requireUser(ctx);
  await ctx.em.nativeUpdate(Session, { id: user.sessionId }, { revokedAt: ctx.clock.now() });
}

export function me(ctx: Ctx): UserDto {
  const { email, name, roles } = requireUser(ctx);
  return { email, name, roles };
}

/** Creates a staff account (CLI and first start, which make owners unless told otherwise). */
export async function createStaffUser(em: EntityManager, email: string, name: string, password: string, role: StaffRole = 'owner'): Promise<IStaffUser> {
  const cleanEmail = email.trim().toLowerCase();
  staffPassword.parse(password);
  if (await em.count(StaffUser, { email: cleanEmail })) throw new AppError('CONFLICT', `A user with e-mail ${cleanEmail} already exists.`);
  const user = em.create(StaffUser, { email: cleanEmail, name, passwordHash: await hashPassword(password), roles: 'ADMIN', role });
  await em.flush();
  return user;
}

/** Sets a new password and revokes every session of the user. */
export async function resetStaffPassword(em: EntityManager, clock: Clock, email: string, password: string): Promise<void> {
  staffPassword.parse(password);
  const user = await em.findOne(StaffUser, { email: email.trim().toLowerCase() });
  if (!user) throw new AppError('NOT_FOUND', `No user with e-mail ${email}.`);
  user.passwordHash = await hashPassword(password);
  // An invited member given a password on the server can sign in with it (the invitation link stays usable only
  // while pending, so it opens nothing any more).
  user.pending = false;
  await em.flush();
  await em.nativeUpdate(Session, { user, revokedAt: null }, { revokedAt: clock.now() });
}

export function countStaffUsers(em: EntityManager): Promise<number> {
  return em.count(StaffUser);
}
