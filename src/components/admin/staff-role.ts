// What the signed-in account's role lets the screens offer. The server refuses a lower role whatever the screen shows
// (API.md "Roles"); this only keeps a button from promising what would be refused. Until `me` has answered nothing
// role-bound is offered, so staff never see a Delete flash up and go.
import { roleAllows, roleFromClaims, type StaffRole } from '../../../shared/rules/staff-roles';
import { trpc } from '../../lib/trpc';

/** Whether the signed-in account may do what needs `least` (the same `auth.me` query the admin shell reads). */
export function useMay(least: StaffRole): boolean {
  return useMayYet(least) === true;
}

/**
 * The same, but null until `me` has answered: a screen then shows neither the controls nor its read-only note (so a
 * manager opening a form never sees "Only a manager…" flash up and go).
 */
export function useMayYet(least: StaffRole): boolean | null {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 5 * 60_000 });
  const role = me.data ? roleFromClaims(me.data.roles) : null;
  return role === null ? null : roleAllows(role, least);
}
