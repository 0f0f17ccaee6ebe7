// Every procedure of the tRPC `admin` branch is built with adminProcedure(role) (init.ts), which declares its least
// role beside its definition; the app refuses to start with one that has none (server/features.ts asks here).
import type { AnyRouter } from '@trpc/server';
import { isStaffRole } from '../../shared/rules/staff-roles';
import type { ProcedureMeta } from './init';

/** Each admin procedure's path (as under `admin.`) with the least role it declares, if any. */
export function adminProcedureRoles(adminRouter: AnyRouter): { path: string; role: ProcedureMeta['role'] }[] {
  const procedures = (adminRouter as unknown as { _def: { procedures: Record<string, { _def: { meta?: ProcedureMeta } }> } })._def.procedures;
  return Object.entries(procedures).map(([path, procedure]) => ({ path, role: procedure._def.meta?.role }));
}

export function requireDeclaredRoles(adminRouter: AnyRouter): void {
  const undeclared = adminProcedureRoles(adminRouter).filter(({ role }) => !isStaffRole(role));
  if (undeclared.length) throw new Error(`Admin procedures without a least role (build them with adminProcedure(role)): ${undeclared.map(({ path }) => `admin.${path}`).join(', ')}.`);
}
