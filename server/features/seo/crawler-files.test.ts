import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../../shared/config/public-pages';
import { LANG_CODES } from '../../../shared/config/languages';
import { langVersions } from '../../../shared/rules/language-paths';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap';

/** The site's address the tests give (PUBLIC_URL). */
const BASE = 'https://tapas.example.org';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
/** Every page in every language, page by page. */
const everyVersion = PUBLIC_PAGE_PATHS.flatMap((path) => langVersions(path).map((version) => new URL(version.path, BASE).toString()));

describe('sitemapXml', () => {
  it('lists every public page once in each language, at its absolute address on the site', () => {
    const xml = sitemapXml(BASE);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(locations(xml)).toEqual(everyVersion);
    expect(locations(xml)).toContain(`${BASE}/menu`);
    expect(locations(xml)).toContain(`${BASE}/es/menu`);
    expect(locations(xml)).toContain(`${BASE}/es`);
  });

  it('names every version of the page in each <url>, itself included, and x-default the English one', () => {
    const urls = [...sitemapXml(BASE).matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    const menu = `<xhtml:link rel="alternate" hreflang="en" href="${BASE}/menu"/><xhtml:link rel="alternate" hreflang="es" href="${BASE}/es/menu"/><xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/menu"/>`;
    expect(urls.filter((url) => url.includes(menu)).map((url) => /<loc>([^<]*)/.exec(url)![1])).toEqual([`${BASE}/menu`, `${BASE}/es/menu`]);
    for (const url of urls) expect(url.match(/<xhtml:link /g)).toHaveLength(LANG_CODES.length + 1);
  });

  it('gives every page the time of the newest content write as <lastmod>, in W3C Datetime (UTC, to the second)', () => {
    const xml = sitemapXml(BASE, PUBLIC_PAGE_PATHS, new Date('2026-11-24T18:05:09.123Z'));
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]);
    expect(urls).toHaveLength(PUBLIC_PAGE_PATHS.length * LANG_CODES.length);
    for (const url of urls) expect(url).toMatch(/^<loc>[^<]+<\/loc><lastmod>2026-11-24T18:05:09Z<\/lastmod>(<xhtml:link [^>]+\/>)+$/);
  });

  it('leaves <lastmod> out when no content was ever written (no date it could vouch for)', () => {
    expect(sitemapXml(BASE)).not.toContain('<lastmod>');
  });

  it('escapes what XML reserves in an address', () => {
    expect(locations(sitemapXml(BASE, ['/menu?exclude=gluten&diet=vegan']))).toEqual([`${BASE}/menu?exclude=gluten&amp;diet=vegan`, `${BASE}/es/menu?exclude=gluten&amp;diet=vegan`]);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the staff admin and names the sitemap by its absolute address', () => {
    const lines = robotsTxt(BASE).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(lines.indexOf('User-agent: *')).toBeLessThan(lines.indexOf('Disallow: /admin'));
  });
});
