// /robots.txt: crawlers are welcome everywhere but the staff admin, and told where the sitemap is. Made by the
// server rather than kept in public/ because the Sitemap line must be absolute, at the site's own address (PUBLIC_URL).
import { siteAddress } from '../../../shared/rules/site-address';

export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${siteAddress('/sitemap.xml', baseUrl)}`, ''].join('\n');
}
