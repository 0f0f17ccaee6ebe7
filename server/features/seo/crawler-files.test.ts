import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../../shared/config/public-pages';
import { site } from '../../../shared/config/site';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemapXml', () => {
  it('lists every public page once, at its absolute address on the site', () => {
    const xml = sitemapXml();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(locations(xml)).toEqual(PUBLIC_PAGE_PATHS.map((path) => new URL(path, site.url).toString()));
    expect(locations(xml)).toContain(`${site.url}/menu`);
  });

  it('gives every page the time of the newest content write as <lastmod>, in W3C Datetime (UTC, to the second)', () => {
    const xml = sitemapXml(PUBLIC_PAGE_PATHS, new Date('2026-11-24T18:05:09.123Z'));
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]);
    expect(urls).toHaveLength(PUBLIC_PAGE_PATHS.length);
    for (const url of urls) expect(url).toMatch(/^<loc>[^<]+<\/loc><lastmod>2026-11-24T18:05:09Z<\/lastmod>$/);
  });

  it('leaves <lastmod> out when no content was ever written (no date it could vouch for)', () => {
    expect(sitemapXml()).not.toContain('<lastmod>');
  });

  it('escapes what XML reserves in an address', () => {
    expect(locations(sitemapXml(['/menu?exclude=gluten&diet=vegan']))).toEqual([`${site.url}/menu?exclude=gluten&amp;diet=vegan`]);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the staff admin and names the sitemap by its absolute address', () => {
    const lines = robotsTxt().split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(lines.indexOf('User-agent: *')).toBeLessThan(lines.indexOf('Disallow: /admin'));
  });
});
