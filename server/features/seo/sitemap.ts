// /sitemap.xml: the guests' pages at their absolute addresses (sitemaps.org protocol), each with a <lastmod>: the
// time of the newest content write (the content version's `changed_at`). Every page shows content (the footer's
// opening hours at least), so that is the last time any of them changed for a guest that the site can vouch for.
// The first start's writes count (main.ts watches before the bootstrap); a database whose content was never
// written through the server has no such date, and <lastmod> is then left out rather than made up.
// No priority or changefreq: search engines ignore both.
import { PUBLIC_PAGE_PATHS } from '../../../shared/config/public-pages';
import { escapeHtml } from '../../../shared/rules/markup';
import { siteAddress } from '../../../shared/rules/site-address';

/** W3C Datetime to the second, in UTC (what the sitemaps protocol asks for). */
const w3cDatetime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function sitemapXml(paths: readonly string[] = PUBLIC_PAGE_PATHS, lastModified: Date | null = null): string {
  const lastmod = lastModified ? `<lastmod>${w3cDatetime(lastModified)}</lastmod>` : '';
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(siteAddress(path))}</loc>${lastmod}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
