// /robots.txt: crawlers are welcome everywhere but the staff admin, and told where the sitemap is. Made by the
// server rather than kept in public/ because the Sitemap line must be absolute, and the site's address lives only in
// the identity module.
import { siteAddress } from '../../../shared/rules/site-address';

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${siteAddress('/sitemap.xml')}`, ''].join('\n');
}
