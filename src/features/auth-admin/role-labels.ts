// The roles as the screens name and explain them (API.md "Roles").
import type { StaffRole } from '../../../shared/rules/staff-roles';

export const ROLE_LABELS: Record<StaffRole, { name: string; may: string }> = {
  owner: { name: 'Owner', may: 'Everything, including the team.' },
  manager: { name: 'Manager', may: 'All content, guest messages and the activity log.' },
  staff: { name: 'Staff', may: 'Reads everything; marks dishes and drinks available, plans highlights, handles guest messages.' },
};
