// The admin's sections, who may open each, and which are a role's daily tasks: those sit in the phone's nav bar,
// the rest one tap away behind "More" (where each role lands: shared/rules/staff-landing.ts).
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import { roleAllows, type StaffRole } from '../../../shared/rules/staff-roles';

export const ADMIN_SECTIONS = [
  { to: '/admin/offers', label: 'nav.offers' },
  { to: '/admin/highlights', label: 'nav.highlights' },
  { to: '/admin/menu', label: 'nav.menu' },
  { to: '/admin/drinks', label: 'nav.drinks' },
  { to: '/admin/contacts', label: 'nav.contacts' },
  { to: '/admin/hours', label: 'nav.hours' },
  { to: '/admin/gallery', label: 'nav.gallery' },
  { to: '/admin/print', label: 'nav.print' },
  { to: '/admin/activity', label: 'nav.activity', least: 'manager' },
  { to: '/admin/team', label: 'nav.team', least: 'owner' },
  // The bar's details every page shows (API.md "Settings": the owner's).
  { to: '/admin/settings', label: 'nav.settings', least: 'owner' },
  // The outbox, for owners only (API.md "Roles").
  { to: '/admin/outbox', label: 'nav.outbox', least: 'owner' },
] as const satisfies readonly { to: string; label: AdminKey; least?: StaffRole }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionPath = AdminSection['to'];

/**
 * The daily tasks, in the bar's order. Staff switch dishes and drinks off, answer guests and read the hours; managers
 * and owners also run the offers (the screen they land on). Four fit a 390 px phone beside "More", in Spanish too.
 * Until the role is known only the ones every role shares show, so nothing another role lacks flashes up.
 */
const SHARED_DAILY: readonly AdminSectionPath[] = ['/admin/menu', '/admin/drinks', '/admin/contacts'];
const DAILY: Record<StaffRole, readonly AdminSectionPath[]> = {
  staff: [...SHARED_DAILY, '/admin/hours'],
  manager: ['/admin/offers', ...SHARED_DAILY],
  owner: ['/admin/offers', ...SHARED_DAILY],
};

/** The sections `role` may open (null: not known yet, only those every role has). */
export function sectionsFor(role: StaffRole | null): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => !('least' in section) || (role !== null && roleAllows(role, section.least)));
}

/** A role's sections split into its daily tasks (always in the bar) and the rest (behind "More" on a narrow screen). */
export function navFor(role: StaffRole | null): { daily: AdminSection[]; more: AdminSection[] } {
  const daily = role ? DAILY[role] : SHARED_DAILY;
  const open = sectionsFor(role);
  return {
    daily: daily.map((to) => open.find((section) => section.to === to)).filter((section) => section !== undefined),
    more: open.filter((section) => !daily.includes(section.to)),
  };
}

/** Whether `pathname` is in `section` (its list or one of its forms). */
export function inSection(pathname: string, section: AdminSection): boolean {
  return pathname === section.to || pathname.startsWith(`${section.to}/`);
}
