import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../../shared/config/public-pages';
import { site } from '../../../shared/config/site';
import { LANG_CODES } from '../../../shared/config/languages';
import { langVersions } from '../../../shared/rules/language-paths';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
/** Every page in every language, page by page. */
const everyVersion = PUBLIC_PAGE_PATHS.flatMap((path) => langVersions(path).map((version) => new URL(version.path, site.url).toString()));

describe('sitemapXml', () => {
  it('lists every public page once in each language, at its absolute address on the site', () => {
    const xml = sitemapXml();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(locations(xml)).toEqual(everyVersion);
    expect(locations(xml)).toContain(`${site.url}/menu`);
    expect(locations(xml)).toContain(`${site.url}/es/menu`);
    expect(locations(xml)).toContain(`${site.url}/es`);
  });

  it('names every version of the page in each <url>, itself included, and x-default the English one', () => {
    const urls = [...sitemapXml().matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    const menu = `<xhtml:link rel="alternate" hreflang="en" href="${site.url}/menu"/><xhtml:link rel="alternate" hreflang="es" href="${site.url}/es/menu"/><xhtml:link rel="alternate" hreflang="x-default" href="${site.url}/menu"/>`;
    expect(urls.filter((url) => url.includes(menu)).map((url) => /<loc>([^<]*)/.exec(url)![1])).toEqual([`${site.url}/menu`, `${site.url}/es/menu`]);
    for (const url of urls) expect(url.match(/<xhtml:link /g)).toHaveLength(LANG_CODES.length + 1);
  });

  it('gives every page the time of the newest content write as <lastmod>, in W3C Datetime (UTC, to the second)', () => {
    const xml = sitemapXml(PUBLIC_PAGE_PATHS, new Date('2026-11-24T18:05:09.123Z'));
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]);
    expect(urls).toHaveLength(PUBLIC_PAGE_PATHS.length * LANG_CODES.length);
    for (const url of urls) expect(url).toMatch(/^<loc>[^<]+<\/loc><lastmod>2026-11-24T18:05:09Z<\/lastmod>(<xhtml:link [^>]+\/>)+$/);
  });

  it('leaves <lastmod> out when no content was ever written (no date it could vouch for)', () => {
    expect(sitemapXml()).not.toContain('<lastmod>');
  });

  it('escapes what XML reserves in an address', () => {
    expect(locations(sitemapXml(['/menu?exclude=gluten&diet=vegan']))).toEqual([`${site.url}/menu?exclude=gluten&amp;diet=vegan`, `${site.url}/es/menu?exclude=gluten&amp;diet=vegan`]);
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
