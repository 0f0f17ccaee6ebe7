// /sitemap.xml: the guests' pages at their absolute addresses (sitemaps.org protocol). No lastmod or priority:
// search engines ignore priority, and a date the pages cannot vouch for would mislead them.
import { PUBLIC_PAGE_PATHS } from '../../../shared/config/public-pages';
import { siteAddress } from '../../../shared/rules/site-address';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(paths: readonly string[] = PUBLIC_PAGE_PATHS): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(siteAddress(path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
