import { describe, expect, it } from 'vitest';
import { footerQuickLinks, pageRoute, primaryNav } from './nav-items';

describe('primary navigation', () => {
  // Made from PUBLIC_PAGE_PATHS, as the sitemap is: this holds the order and each page's label.
  it('links every public page in the spec\'s order, each under its own name', () => {
    expect(primaryNav).toEqual([
      { page: '/', label: 'nav.home' },
      { page: '/menu', label: 'nav.menu' },
      { page: '/drinks', label: 'nav.drinks' },
      { page: '/reservations', label: 'nav.reservations' },
      { page: '/about', label: 'nav.about' },
      { page: '/contact', label: 'nav.contact' },
      { page: '/gallery', label: 'nav.gallery' },
    ]);
  });

  it('has the footer link a few of them, the drinks under their fuller name', () => {
    expect(footerQuickLinks).toEqual([
      { page: '/menu', label: 'nav.menu' },
      { page: '/drinks', label: 'nav.drinksAndWine' },
      { page: '/reservations', label: 'nav.reservations' },
      { page: '/gallery', label: 'nav.gallery' },
      { page: '/contact', label: 'nav.contact' },
    ]);
  });
});

describe('page routes', () => {
  it('are the pages under the optional language segment', () => {
    expect(primaryNav.map((item) => pageRoute(item.page))).toEqual(['/{-$lang}', '/{-$lang}/menu', '/{-$lang}/drinks', '/{-$lang}/reservations', '/{-$lang}/about', '/{-$lang}/contact', '/{-$lang}/gallery']);
  });
});
