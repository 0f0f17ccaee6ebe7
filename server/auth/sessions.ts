// Opening and revoking bearer sessions for the account flows (invitation, password change and reset, team changes).
// Revocation goes through the unit of work, so it commits with the change that causes it.
import type { EntityManager } from '@mikro-orm/knex';
import type { Ctx } from '../context';
import type { Clock } from '../lib/clock';
import { Session } from './session.entity';
import type { IStaffUser } from './staff-user.entity';
import { hashToken, newToken } from './tokens';

/** A new session for `user` in `ctx.em`'s unit of work; the caller's flush writes it. Returns the bearer token. */
export function openSession(ctx: Ctx, user: IStaffUser, now: Date): string {
  const token = newToken();
  ctx.em.create(Session, {
    tokenHash: hashToken(token),
    user,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.settings.tokenTtlHours * 3_600_000),
    revokedAt: null,
  });
  return token;
}

/** Marks every live session of `user` revoked (but `keepSessionId`'s), in `em`'s unit of work. */
export async function revokeSessions(em: EntityManager, user: IStaffUser, now: Date, keepSessionId?: number): Promise<void> {
  const live = await em.find(Session, { user, revokedAt: null, ...(keepSessionId === undefined ? {} : { id: { $ne: keepSessionId } }) });
  for (const session of live) session.revokedAt = now;
}

/** Deletes the sessions that can never be used again (expired or revoked), so the table holds only live ones. */
export async function pruneSessions(em: EntityManager, clock: Clock): Promise<number> {
  return em.nativeDelete(Session, { $or: [{ expiresAt: { $lte: clock.now() } }, { revokedAt: { $ne: null } }] });
}
