// Absolute addresses of the site's pages, from its own address (PUBLIC_URL, read by the server at start-up and handed
// to the browser in every page it sends): what a QR code, a printed menu or a search engine is given.

/**
 * The id of the data block (`<script type="application/json">`, the address as a JSON string) in which the server hands
 * the address to the browser with every page it sends (server/ssr/html-template.ts, src/lib/site-address.ts).
 */
export const SITE_ADDRESS_ELEMENT_ID = 'site-address';

/** ("/menu", "https://tapas.example.org") → "https://tapas.example.org/menu"; a site served under a folder keeps it. */
export function siteAddress(path: string, baseUrl: string): string {
  return new URL(path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
}
