// The roles as the screens name and explain them (API.md "Roles"), from the admin catalog.
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import type { StaffRole } from '../../../shared/rules/staff-roles';

export const ROLE_LABELS: Record<StaffRole, { name: AdminKey; may: AdminKey }> = {
  owner: { name: 'role.owner', may: 'role.owner.may' },
  manager: { name: 'role.manager', may: 'role.manager.may' },
  staff: { name: 'role.staff', may: 'role.staff.may' },
};
