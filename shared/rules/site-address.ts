// Absolute addresses of the site's pages, from its own address in the identity module: what a QR code, a printed
// menu or a search engine is given.
import { site } from '../config/site';

/** "/menu" → "https://casaolivera.example/menu"; a site served under a folder keeps it. */
export function siteAddress(path: string, baseUrl: string = site.url): string {
  return new URL(path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
}
