// The tRPC `admin` branch: every procedure is built with adminProcedure(role) (server/trpc/init.ts), which declares
// its least role beside its definition; a procedure without one is refused here, when the server starts.
import { router, type ProcedureMeta } from './init';
import { isStaffRole } from '../../shared/rules/staff-roles';
import { activityAdminTrpc } from '../features/activity/activity.trpc';
import { contactsAdminTrpc } from '../features/contacts/contacts.trpc';
import { drinksAdminTrpc } from '../features/drinks/drinks.trpc';
import { highlightsAdminTrpc } from '../features/highlights/highlights.trpc';
import { hoursAdminTrpc } from '../features/hours/hours.trpc';
import { menuAdminTrpc } from '../features/menu/menu.trpc';
import { offersAdminTrpc } from '../features/offers/offers.trpc';
import { uploadsAdminTrpc } from '../features/uploads/uploads.trpc';
import { meAdminTrpc, teamAdminTrpc } from '../features/auth/team.trpc';
import { mailAdminTrpc, outboxAdminTrpc } from '../features/mail/outbox.trpc';

export const adminRouter = router({
  offers: offersAdminTrpc,
  highlights: highlightsAdminTrpc,
  menu: menuAdminTrpc,
  drinks: drinksAdminTrpc,
  hours: hoursAdminTrpc,
  contacts: contactsAdminTrpc,
  uploads: uploadsAdminTrpc,
  activity: activityAdminTrpc,
  team: teamAdminTrpc,
  me: meAdminTrpc,
  outbox: outboxAdminTrpc,
  mail: mailAdminTrpc,
});

/** Each admin procedure's path (as under `admin.`) with the least role it declares, if any. */
export function adminProcedureRoles(): { path: string; role: ProcedureMeta['role'] }[] {
  const procedures = (adminRouter as unknown as { _def: { procedures: Record<string, { _def: { meta?: ProcedureMeta } }> } })._def.procedures;
  return Object.entries(procedures).map(([path, procedure]) => ({ path, role: procedure._def.meta?.role }));
}

const undeclared = adminProcedureRoles().filter(({ role }) => !isStaffRole(role));
if (undeclared.length) throw new Error(`Admin procedures without a least role (build them with adminProcedure(role)): ${undeclared.map(({ path }) => `admin.${path}`).join(', ')}.`);
