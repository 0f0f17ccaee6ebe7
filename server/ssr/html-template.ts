// Fills index.html. Its markers: <!--ssr-head-->…<!--/ssr-head--> holds the default title and meta tags
// (replaced by the page's own), <!--ssr-body--> sits inside #root, and <!--ssr-noscript-->…<!--/ssr-noscript-->
// wraps the "enable JavaScript" note, which a server-rendered page does not need.
import { EARLY_CLICKS_SCRIPT_TAG } from './early-clicks';
import { EARLY_FONTS_SCRIPT_TAG } from './early-fonts';
import { scriptJson } from '../../shared/rules/markup';
import { SITE_ADDRESS_ELEMENT_ID } from '../../shared/rules/site-address';

export interface RenderedPage {
  /** The page's title, meta and preload tags. */
  head: string;
  /** The stylesheets of the page's routes, placed after the entry's own. */
  assets: string;
  /** The markup inside #root. */
  html: string;
  /** `<html lang>`: the page's language (index.html says the default's). */
  lang?: string;
  /** The data block the browser hydrates from. */
  state: string;
  /** JSON-LD for search engines: read, never painted, so it ends the body rather than delay the head's stylesheets. */
  structuredData?: string;
}

const HEAD = /<!--ssr-head-->[\s\S]*?<!--\/ssr-head-->/;
const NOSCRIPT = /<!--ssr-noscript-->[\s\S]*?<!--\/ssr-noscript-->/;
const SCRIPT_TAGS = /<script type="module"|<link rel="modulepreload"/g;
const MARKERS = /[ \t]*<!--\/?ssr-(head|body|noscript)-->\n?/g;

/**
 * The site's address (PUBLIC_URL) for the browser, which writes the canonical and hreflang links and the admin's QR
 * address with it (src/lib/site-address.ts): a JSON data block, which the CSP allows (data, not code).
 */
export function siteAddressElement(siteUrl: string): string {
  return `<script type="application/json" id="${SITE_ADDRESS_ELEMENT_ID}">${scriptJson(siteUrl)}</script>`;
}

const beforeHeadEnd = (assets: string) => () => (assets ? `  ${assets}\n  </head>` : '</head>');

/** The page for the browser to render on its own (the staff admin, or when server rendering failed). */
export function shellHtml(template: string, assets: string): string {
  return template.replace(MARKERS, '').replace('</head>', beforeHeadEnd(assets));
}

/**
 * A server-rendered page. It is painted from its markup and CSS alone, so its scripts are fetched at low
 * priority: the stylesheets and the largest image come first; then the app hydrates it (main.tsx). Until
 * then an inline script after the page's head tags holds the guest's clicks
 * (early-clicks.ts). Replacements are functions, so `$` in the content is never a pattern.
 */
export function pageHtml(template: string, page: RenderedPage): string {
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang ?? 'en'}"`)
    .replace(HEAD, () => `${page.head}\n    ${EARLY_FONTS_SCRIPT_TAG}\n    ${EARLY_CLICKS_SCRIPT_TAG}`)
    .replace('</head>', beforeHeadEnd(page.assets))
    .replace(SCRIPT_TAGS, '$& fetchpriority="low"')
    .replace('<!--ssr-body-->', () => page.html)
    .replace(NOSCRIPT, () => page.state)
    .replace('</body>', () => (page.structuredData ? `  ${page.structuredData}\n  </body>` : '</body>'));
}
