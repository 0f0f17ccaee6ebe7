// Head tags for a route's `head` option: title by the title rule, description, social-share tags.
import { site } from '../../../shared/config/site';
import { pageTitle } from '../../../shared/rules/page-title';
import { absoluteUrl } from '../../lib/site-address';

export const OG_IMAGE_PATH = '/images/og-default.jpg';

export interface SeoInput {
  /** Page title; omitted on the home page, which shows the bare product name. */
  title?: string;
  /**
   * Defaults to the bar's description as the owner keeps it, in the page's language ("Spanish tapas & wine bar in
   * Woburn, MA"; the settings' Spanish on /es): `{description}`, filled with the other bar names (document-head.tsx).
   */
  description?: string;
  /** Keeps staff pages out of search engines. */
  noindex?: boolean;
}

export type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string };

/**
 * A page's absolute address at the site's own address (PUBLIC_URL, src/lib/site-address.ts), on the server and in the
 * browser alike: the canonical link and the share tags name the site a search engine should index, whatever host
 * served the page (a staging copy, a tunnel), and the browser never rewrites what the server wrote.
 */
export { absoluteUrl };

/** The page's head tags. */
export function seo({ title, description = '{description}', noindex = false }: SeoInput = {}): HeadMeta[] {
  const fullTitle = pageTitle(title, site.name);
  const meta: HeadMeta[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:image', content: absoluteUrl(OG_IMAGE_PATH) },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  return meta;
}
