import { describe, expect, it } from 'vitest';
import { cacheableReads } from './cacheable-reads';
import { API_ROUTES } from './features';

describe('what the public-read cache may keep', () => {
  const built = cacheableReads(API_ROUTES, true);

  it('the shared REST reads, by the fields of their query schema; nothing else under /api', () => {
    expect(built('/api/menu/full')).toEqual(['exclude', 'diet', 'lang']);
    expect(built('/api/offers')).toEqual(['date', 'limit', 'lang']);
    expect(built('/api/hours')).toEqual(['date', 'lang']);
    // Every public read in both languages: the language is part of the key.
    for (const path of ['/api/drinks/full', '/api/highlights', '/api/settings', '/api/gallery']) expect(built(path)).toContain('lang');
    expect(built('/api/health')).toBeNull();
    expect(built('/api/admin/offers')).toBeNull();
    expect(built('/api/auth/login')).toBeNull();
  });

  it('public tRPC queries by batch and input; never a call to auth or admin in the batch', () => {
    expect(built('/trpc/menu.full,offers.active')).toEqual(['batch', 'input']);
    expect(built('/trpc/menu.full,auth.me')).toBeNull();
    expect(built('/trpc/admin.offers.list')).toBeNull();
  });

  it('pages and the files made on the server, from a build only; never assets, uploads, the admin or other files', () => {
    expect(built('/menu')).toEqual(['exclude', 'diet', 'q', 'category', 'region']);
    expect(built('/about')).toEqual([]);
    for (const file of ['/sitemap.xml', '/robots.txt', '/menu/qr.svg', '/images/gallery/manifest.json']) expect(built(file)).toEqual([]);
    for (const never of ['/assets/index-abc.js', '/uploads/a.jpg', '/admin/offers', '/images/gallery/1.jpg', '/menu/qr.png']) expect(built(never)).toBeNull();
    expect(cacheableReads(API_ROUTES, false)('/menu')).toBeNull();
  });

  it('each language’s pages, by the same parameters: the path (with its language) is part of the key', () => {
    expect(built('/es/menu')).toEqual(built('/menu'));
    expect(built('/es/drinks')).toEqual(built('/drinks'));
    expect(built('/es')).toEqual([]);
    expect(built('/es/menu/print')).toEqual([]);
  });
});
