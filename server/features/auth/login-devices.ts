// The browsers an account has signed in from (OWASP's device cookie; login-throttle.ts counts their attempts on their
// own). A browser becomes one by signing in with the password, or by setting the password from an e-mailed link.
import type { Ctx } from '../../context';
import type { IStaffUser } from '../../auth/staff-user.entity';
import { hashToken, newToken } from '../../auth/tokens';
import { DEVICE_TTL_DAYS } from '../../auth/device-cookie';
import { LoginDevice, type ILoginDevice } from './login-device.entity';

export interface KnownDevice {
  row: ILoginDevice;
  token: string;
}

/** What a device (or a link) keeps of the account's password: a new password, however it is set, makes it a stranger. */
export function passwordTag(passwordHash: string): string {
  return hashToken(passwordHash);
}

const DEVICE_TTL_MS = DEVICE_TTL_DAYS * 24 * 3_600_000;

/** The browser's device record for this account, when its cookie holds one still valid for the current password. */
export async function knownDevice(ctx: Ctx, email: string): Promise<KnownDevice | null> {
  if (ctx.deviceTokens.length === 0) return null;
  const byHash = new Map(ctx.deviceTokens.map((token) => [hashToken(token), token]));
  const since = new Date(ctx.clock.now().getTime() - DEVICE_TTL_MS);
  const rows = await ctx.em.find(LoginDevice, { tokenHash: { $in: [...byHash.keys()] }, user: { email }, lastUsedAt: { $gt: since } }, { populate: ['user'] });
  const row = rows.find((candidate) => candidate.passwordTag === passwordTag(candidate.user.passwordHash));
  return row ? { row, token: byHash.get(row.tokenHash)! } : null;
}

/**
 * Marks the browser known to the account after a success, in `ctx.em`'s unit of work: its record renewed, or a new one
 * for the account's current password. Returns its token, for `sendDeviceCookie` once the change is committed.
 */
export async function rememberDevice(ctx: Ctx, user: IStaffUser, device: KnownDevice | null, now: Date): Promise<string> {
  // Housekeeping: devices unused for the cookie's lifetime, and this account's devices from before its password changed.
  await ctx.em.nativeDelete(LoginDevice, { lastUsedAt: { $lte: new Date(now.getTime() - DEVICE_TTL_MS) } });
  await ctx.em.nativeDelete(LoginDevice, { user, passwordTag: { $ne: passwordTag(user.passwordHash) } });
  if (device) {
    device.row.lastUsedAt = now;
    return device.token;
  }
  const token = newToken();
  ctx.em.create(LoginDevice, { tokenHash: hashToken(token), user, passwordTag: passwordTag(user.passwordHash), createdAt: now, lastUsedAt: now });
  return token;
}

/** The device cookie with this browser's new token first, keeping the other accounts' tokens it already held. */
export function sendDeviceCookie(ctx: Ctx, deviceToken: string): void {
  ctx.rememberDevice([deviceToken, ...ctx.deviceTokens.filter((kept) => kept !== deviceToken)]);
}
