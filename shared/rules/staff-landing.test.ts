import { describe, expect, it } from 'vitest';
import { landingPath } from './staff-landing';

describe('where a role lands in the admin', () => {
  it('lands staff on the menu, managers and owners on the offers', () => {
    expect(landingPath('staff')).toBe('/admin/menu');
    expect(landingPath('manager')).toBe('/admin/offers');
    expect(landingPath('owner')).toBe('/admin/offers');
    expect(landingPath(null)).toBe('/admin/offers');
  });
});
