// The site's navigation. The pages and their order are the one list in shared/config/public-pages.ts (the sitemap's
// too); here each page has the catalog key of its label. Links go to the page in the language being read (pageRoute).
import { PUBLIC_PAGE_PATHS, type PublicPagePath } from '../../../shared/config/public-pages';
import type { MessageKey } from '../../i18n/catalog-types';

export interface NavItem {
  page: PublicPagePath;
  label: MessageKey;
}

/** The route of a page, in the current language: the optional {-$lang} segment keeps the one being read. */
export function pageRoute(page: PublicPagePath) {
  return page === '/' ? ('/{-$lang}' as const) : (`/{-$lang}${page}` as const);
}

/** Each page's name in the navigation (a page added to the list cannot go without one). */
const NAV_LABELS: Readonly<Record<PublicPagePath, MessageKey>> = {
  '/': 'nav.home',
  '/menu': 'nav.menu',
  '/drinks': 'nav.drinks',
  '/reservations': 'nav.reservations',
  '/about': 'nav.about',
  '/contact': 'nav.contact',
  '/gallery': 'nav.gallery',
};

/** Every public page, in the list's order. */
export const primaryNav: readonly NavItem[] = PUBLIC_PAGE_PATHS.map((page) => ({ page, label: NAV_LABELS[page] }));

/** The footer's few: the pages a guest comes back for, the drinks under their fuller name. */
export const footerQuickLinks: readonly NavItem[] = (['/menu', '/drinks', '/reservations', '/gallery', '/contact'] as const).map((page) => ({
  page,
  label: page === '/drinks' ? 'nav.drinksAndWine' : NAV_LABELS[page],
}));
