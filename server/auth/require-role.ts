// The one role check, shared by both transports' gates (rest/register-routes.ts, trpc/init.ts): each admin route and
// procedure declares its least role, and a signed-in account of a lower one is refused before anything is done.
import { roleAllows, type StaffRole } from '../../shared/rules/staff-roles';
import type { AuthUser } from '../context';
import { forbidden } from '../errors';

const WHO: Record<StaffRole, string> = { staff: 'the staff', manager: 'a manager or the owner', owner: 'the owner' };

/** The 403 message for a call that needs `least`. */
export function forbiddenMessage(least: StaffRole): string {
  return `Only ${WHO[least]} may do this.`;
}

export function requireRole(user: AuthUser, least: StaffRole): void {
  if (!roleAllows(user.role, least)) throw forbidden(forbiddenMessage(least));
}
