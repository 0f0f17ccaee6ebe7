// Head tags for a route's `head` option: title by the title rule, description, social-share tags.
import { DEFAULT_LANG, isLang } from '../../../shared/config/languages';
import { site } from '../../../shared/config/site';
import { pageTitle } from '../../../shared/rules/page-title';
import { siteAddress } from '../../../shared/rules/site-address';
import { catalogOf } from '../../i18n/catalogs';

export const OG_IMAGE_PATH = '/images/og-default.jpg';

export interface SeoInput {
  /** Page title; omitted on the home page, which shows the bare product name. */
  title?: string;
  /** Defaults to the site description in the page's language ("Spanish tapas & wine bar in Woburn, MA"). */
  description?: string;
  /** Keeps staff pages out of search engines. */
  noindex?: boolean;
}

export type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string };

/**
 * A page's absolute address at the bar's own address (the identity module's), on the server and in the browser alike:
 * the canonical link and the share tags name the site a search engine should index, whatever host served the page
 * (a staging copy, a tunnel), and the browser never rewrites what the server wrote.
 */
export function absoluteUrl(path: string): string {
  return siteAddress(path);
}

/** The page's head tags; `lang` is the route's {-$lang} param (none: the default language), whose catalog is loaded. */
export function seo({ title, description, noindex = false }: SeoInput = {}, lang?: string): HeadMeta[] {
  description ??= catalogOf(isLang(lang) ? lang : DEFAULT_LANG)['seo.description'];
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
