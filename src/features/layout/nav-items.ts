// The site's navigation, in the order the spec gives. Each item is a page path (the same in every language) and the
// catalog key of its label; links go to the page in the language being read (pageRoute).
import type { PublicPagePath } from '../../../shared/config/public-pages';
import type { MessageKey } from '../../i18n/catalog-types';

export interface NavItem {
  page: PublicPagePath;
  label: MessageKey;
}

/** The route of a page, in the current language: the optional {-$lang} segment keeps the one being read. */
export function pageRoute(page: PublicPagePath) {
  return page === '/' ? ('/{-$lang}' as const) : (`/{-$lang}${page}` as const);
}

export const primaryNav: readonly NavItem[] = [
  { page: '/', label: 'nav.home' },
  { page: '/menu', label: 'nav.menu' },
  { page: '/drinks', label: 'nav.drinks' },
  { page: '/reservations', label: 'nav.reservations' },
  { page: '/about', label: 'nav.about' },
  { page: '/contact', label: 'nav.contact' },
  { page: '/gallery', label: 'nav.gallery' },
];

export const footerQuickLinks: readonly NavItem[] = [
  { page: '/menu', label: 'nav.menu' },
  { page: '/drinks', label: 'nav.drinksAndWine' },
  { page: '/reservations', label: 'nav.reservations' },
  { page: '/gallery', label: 'nav.gallery' },
  { page: '/contact', label: 'nav.contact' },
];
