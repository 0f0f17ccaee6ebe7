// The site's own address (PUBLIC_URL), which the server reads at start-up: one build serves any address, so the code
// never names one. The server renderer is told it with each page it renders (entry-server.tsx); the browser reads it
// from the data block the server puts in every page it sends, the staff admin's shell included
// (server/ssr/html-template.ts).
import { SITE_ADDRESS_ELEMENT_ID, siteAddress } from '../../shared/rules/site-address';

let base: string | undefined;

/** The server renderer: the address of the pages it renders (the same for the life of the process). */
export function setSiteUrl(url: string): void {
  base = url;
}

/** The site's address, without a trailing slash ("https://tapas.example.org"). */
export function siteUrl(): string {
  if (base === undefined && typeof document !== 'undefined') {
    const text = document.getElementById(SITE_ADDRESS_ELEMENT_ID)?.textContent;
    if (text) base = JSON.parse(text) as string;
  }
  // Only a page the server did not send (a unit test's): the address a server has when PUBLIC_URL is unset.
  return base ?? 'http://localhost:3000';
}

/** A page's absolute address at the site's: "/menu" → "https://tapas.example.org/menu". */
export function absoluteUrl(path: string): string {
  return siteAddress(path, siteUrl());
}
