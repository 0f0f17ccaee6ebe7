// Where a role starts in the admin (after signing in, and at /admin): staff on the menu they work in, managers and
// owners on the offers (SPEC.md). A rule the router's guard reads before any staff screen's code has loaded.
import type { StaffRole } from './staff-roles';

/** The role's first screen; unknown (not answered yet), the offers. */
export function landingPath(role: StaffRole | null): '/admin/menu' | '/admin/offers' {
  return role === 'staff' ? '/admin/menu' : '/admin/offers';
}
