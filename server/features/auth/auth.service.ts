// Signing in and out with bearer sessions (the token check is server/auth/authenticate.ts; the accounts made and reset
// from the server's side, by the first start and the CLI, are server/auth/staff-accounts.ts).
import type { LoginInput, LoginResult, UserDto } from '../../../shared/schemas/auth';
import { invalidCredentials } from '../../errors';
import type { Ctx } from '../../context';
import { requireUser, toUserDto } from '../../auth/authenticate';
import { Session } from '../../auth/session.entity';
import { StaffUser } from '../../auth/staff-user.entity';
import { timingDummyHash, verifyPassword } from '../../auth/passwords';
import { knownDevice, rememberDevice, sendDeviceCookie } from './login-devices';
import { reserveLoginAttempt } from './login-throttle';
import { openSession, pruneSessions } from '../../auth/sessions';

/**
 * Signs a staff member in. Each attempt reserves a slot before the password is checked, so parallel guesses cannot
 * all slip through, and only a success gives its slot back (it never clears anyone's earlier failures). Where the
 * slot is taken depends on the browser (login-throttle.ts): one that shows a device cookie of this account is counted
 * on its own; any other per client address and on the account's bucket for unknown browsers (known or unknown
 * e-mail alike, so both answer the same). A success makes the browser known to the account (the device cookie).
 */
export async function login(ctx: Ctx, { email, password }: LoginInput): Promise<LoginResult> {
  const device = await knownDevice(ctx, email);
  const attempt = await reserveLoginAttempt(ctx.limiters.login, email, device ? { knownDevice: device.row.id } : { address: ctx.ip });

  const user = device?.row.user ?? (await ctx.em.findOne(StaffUser, { email }));
  // An invited account has no password yet (empty hash): it is checked against the dummy too, so it answers alike.
  const valid = await verifyPassword(user?.passwordHash || (await timingDummyHash()), password);
  // A deactivated or not yet accepted account answers as a wrong password does.
  if (!user || !valid || !user.active || user.pending) throw invalidCredentials();

  await attempt.release();
  const now = ctx.clock.now();
  await pruneSessions(ctx.em, ctx.clock);
  user.lastLoginAt = now;
  const token = openSession(ctx, user, now);
  const deviceToken = await rememberDevice(ctx, user, device, now);
  await ctx.em.flush();
  sendDeviceCookie(ctx, deviceToken);
  return { ok: true, token, user: toUserDto(user) };
}

export async function logout(ctx: Ctx): Promise<void> {
  const user = requireUser(ctx);
  await ctx.em.nativeUpdate(Session, { id: user.sessionId }, { revokedAt: ctx.clock.now() });
}

export function me(ctx: Ctx): UserDto {
  const { email, name, roles } = requireUser(ctx);
  return { email, name, roles };
}
