import { describe, expect, it } from 'vitest';
import { isStaffRole, roleAllows, roleClaims, roleFromClaims, rolesBelow } from './staff-roles';

describe('staff roles', () => {
  it('let each role do what the roles below it may, and no more', () => {
    expect(roleAllows('owner', 'manager')).toBe(true);
    expect(roleAllows('manager', 'manager')).toBe(true);
    expect(roleAllows('staff', 'manager')).toBe(false);
    expect(roleAllows('manager', 'owner')).toBe(false);
    expect(roleAllows('staff', 'staff')).toBe(true);
  });
  it('name the roles to refuse', () => {
    expect(rolesBelow('staff')).toEqual([]);
    expect(rolesBelow('manager')).toEqual(['staff']);
    expect(rolesBelow('owner')).toEqual(['staff', 'manager']);
  });
  it('read a role only from its lowercase name', () => {
    expect(isStaffRole('manager')).toBe(true);
    expect(isStaffRole('MANAGER')).toBe(false);
    expect(isStaffRole('admin')).toBe(false);
  });
  it('claim ADMIN and the role in upper case', () => {
    expect(roleClaims('staff')).toEqual(['ADMIN', 'STAFF']);
    expect(roleClaims('owner')).toEqual(['ADMIN', 'OWNER']);
  });
  it('read the role back from the claims, whatever their case', () => {
    expect(roleFromClaims(['ADMIN', 'MANAGER'])).toBe('manager');
    expect(roleFromClaims(roleClaims('staff'))).toBe('staff');
    expect(roleFromClaims(['ADMIN'])).toBeNull();
  });
});
