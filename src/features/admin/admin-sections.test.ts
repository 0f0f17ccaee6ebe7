import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, inSection, navFor, sectionsFor } from './admin-sections';

const paths = (sections: ReadonlyArray<{ to: string }>) => sections.map((section) => section.to);

describe('the admin sections by role', () => {
  it('offers each role only what it may open: staff eight, managers Activity too, the owner all twelve', () => {
    expect(sectionsFor('staff')).toHaveLength(8);
    expect(paths(sectionsFor('manager'))).toEqual([...paths(sectionsFor('staff')), '/admin/activity']);
    expect(sectionsFor('owner')).toEqual([...ADMIN_SECTIONS]);
    expect(paths(sectionsFor(null))).toEqual(paths(sectionsFor('staff')));
  });

  it('puts the daily tasks in the bar and every other section behind More, each once', () => {
    expect(paths(navFor('staff').daily)).toEqual(['/admin/menu', '/admin/drinks', '/admin/contacts', '/admin/hours']);
    expect(paths(navFor('manager').daily)).toEqual(['/admin/offers', '/admin/menu', '/admin/drinks', '/admin/contacts']);
    expect(paths(navFor('owner').more)).toEqual(['/admin/highlights', '/admin/hours', '/admin/gallery', '/admin/print', '/admin/activity', '/admin/team', '/admin/settings', '/admin/outbox']);
    for (const role of ['staff', 'manager', 'owner', null] as const) {
      const { daily, more } = navFor(role);
      expect(daily.length).toBeLessThanOrEqual(4);
      expect(paths([...daily, ...more]).sort()).toEqual(paths(sectionsFor(role)).sort());
    }
    expect(paths(navFor(null).daily)).toEqual(['/admin/menu', '/admin/drinks', '/admin/contacts']);
  });

  it('counts a form as inside its section', () => {
    const menu = ADMIN_SECTIONS.find((section) => section.to === '/admin/menu')!;
    expect(inSection('/admin/menu/12', menu)).toBe(true);
    expect(inSection('/admin/menu', menu)).toBe(true);
    expect(inSection('/admin/menus', menu)).toBe(false);
  });
});
