// Who is asking: the staff member behind a bearer token, for both transports (server/create-context.ts).
import type { EntityManager } from '@mikro-orm/knex';
import type { UserDto } from '../../shared/schemas/auth';
import { roleClaims } from '../../shared/rules/staff-roles';
import { unauthenticated } from '../errors';
import type { AuthUser, Ctx } from '../context';
import type { Clock } from '../lib/clock';
import { Session } from './session.entity';
import type { IStaffUser } from './staff-user.entity';
import { hashToken } from './tokens';

export function toUserDto(user: IStaffUser): UserDto {
  return { email: user.email, name: user.name, roles: roleClaims(user.role) };
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
