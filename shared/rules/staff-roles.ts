// Staff roles (API.md "Roles"): each account has one, and each role may do all that the roles below it may.
// Lowercase on the wire and in the database; the login and `me` answers list it in upper case beside "ADMIN".

/** From least to most: the order is the rule. */
export const STAFF_ROLES = ['staff', 'manager', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether an account of role `held` may do what needs `least`. */
export function roleAllows(held: StaffRole, least: StaffRole): boolean {
  return STAFF_ROLES.indexOf(held) >= STAFF_ROLES.indexOf(least);
}

/** The roles below `least`: those that must be refused what needs it. */
export function rolesBelow(least: StaffRole): StaffRole[] {
  return STAFF_ROLES.slice(0, STAFF_ROLES.indexOf(least));
}

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

/** The `roles` list of the login and `me` answers: "ADMIN" for every account (the original contract), then the role. */
export function roleClaims(role: StaffRole): ['ADMIN', Uppercase<StaffRole>] {
  return ['ADMIN', role.toUpperCase() as Uppercase<StaffRole>];
}

/** The role among a login or `me` answer's `roles` (`["ADMIN", "MANAGER"]` → manager), or null when none is named. */
export function roleFromClaims(roles: readonly string[]): StaffRole | null {
  for (const claim of roles) {
    const role = claim.toLowerCase();
    if (isStaffRole(role)) return role;
  }
  return null;
}
