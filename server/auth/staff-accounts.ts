// Staff accounts from the server's side, below the features: the first start makes the first account
// (server/bootstrap.ts), the CLI creates accounts and resets passwords (server/cli/admin.ts).
import type { EntityManager } from '@mikro-orm/knex';
import type { StaffRole } from '../../shared/rules/staff-roles';
import { staffPassword } from '../../shared/schemas/auth';
import { AppError } from '../errors';
import type { Clock } from '../lib/clock';
import { hashPassword } from './passwords';
import { Session } from './session.entity';
import { StaffUser, type IStaffUser } from './staff-user.entity';

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
