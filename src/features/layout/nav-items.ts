// The site's navigation, in the order the spec gives.
import type { PublicPagePath } from '../../../shared/config/public-pages';

export interface NavItem {
  to: PublicPagePath;
  label: string;
}

export const primaryNav: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/menu', label: 'Menu' },
  { to: '/drinks', label: 'Drinks' },
  { to: '/reservations', label: 'Reservations' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/gallery', label: 'Gallery' },
];

export const footerQuickLinks: readonly NavItem[] = [
  { to: '/menu', label: 'Menu' },
  { to: '/drinks', label: 'Drinks & Wine' },
  { to: '/reservations', label: 'Reservations' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
];
