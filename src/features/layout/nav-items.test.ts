import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../../shared/config/public-pages';
import { pageRoute, primaryNav } from './nav-items';

describe('primary navigation', () => {
  // The sitemap is made from PUBLIC_PAGE_PATHS: a page added to the navigation only would be missing from it.
  it('links every public page, and only those, in the same order', () => {
    expect(primaryNav.map((item) => item.page)).toEqual([...PUBLIC_PAGE_PATHS]);
  });
});

describe('page routes', () => {
  it('are the pages under the optional language segment', () => {
    expect(primaryNav.map((item) => pageRoute(item.page))).toEqual(['/{-$lang}', '/{-$lang}/menu', '/{-$lang}/drinks', '/{-$lang}/reservations', '/{-$lang}/about', '/{-$lang}/contact', '/{-$lang}/gallery']);
  });
});
