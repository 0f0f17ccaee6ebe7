// /sitemap.xml: the guests' pages in every language at their absolute addresses (sitemaps.org protocol), each <url>
// naming all the versions of its page (itself included) and x-default as xhtml:link alternates, as search engines read
// language versions; each with a <lastmod>: the time of the newest content write (the content version's `changed_at`).
// Every page shows content (the footer's opening hours at least), so that is the last time any of them changed for a
// guest that the site can vouch for. The first start's writes count (main.ts watches before the bootstrap); a database
// whose content was never written through the server has no such date, and <lastmod> is then left out rather than
// made up. No priority or changefreq: search engines ignore both.
import { DEFAULT_LANG } from '../../../shared/config/languages';
import { PUBLIC_PAGE_PATHS } from '../../../shared/config/public-pages';
import { langPath, langVersions } from '../../../shared/rules/language-paths';
import { escapeHtml } from '../../../shared/rules/markup';
import { siteAddress } from '../../../shared/rules/site-address';

/** W3C Datetime to the second, in UTC (what the sitemaps protocol asks for). */
const w3cDatetime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/**
 * `baseUrl` is the site's own address (PUBLIC_URL); `paths` are the pages' paths in the default language: every
 * language's version of each is listed, page by page.
 */
export function sitemapXml(baseUrl: string, paths: readonly string[] = PUBLIC_PAGE_PATHS, lastModified: Date | null = null): string {
  const alternate = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(siteAddress(path, baseUrl))}"/>`;
  const lastmod = lastModified ? `<lastmod>${w3cDatetime(lastModified)}</lastmod>` : '';
  const urls = paths.flatMap((path) => {
    const versions = langVersions(path);
    const links = [...versions.map((version) => alternate(version.lang, version.path)), alternate('x-default', langPath(path, DEFAULT_LANG))].join('');
    return versions.map((version) => `  <url><loc>${escapeHtml(siteAddress(version.path, baseUrl))}</loc>${lastmod}${links}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
