// Server-rendered markup carries React's style attributes (a photo's focus point, a gallery tile's size);
// the CSP allows no inline style, so each page's response allows exactly the attribute values it contains,
// by hash ('unsafe-hashes' applies hashes to attributes only, never to <style> or scripts).
import type { Response } from 'express';
import { addCspSources, cspHash } from '../lib/csp';

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The distinct style attribute values of the markup, as the browser reads them (entities decoded). */
export function styleAttributeValues(html: string): string[] {
  const values = new Set<string>();
  for (const [, raw = ''] of html.matchAll(STYLE_ATTRIBUTE)) values.add(raw.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!));
  return [...values];
}

/** Adds the values' hashes to the response's style-src; a policy that already allows inline styles (dev) is left alone. */
export function allowStyleAttributes(res: Response, html: string): void {
  const values = styleAttributeValues(html);
  if (values.length > 0) addCspSources(res, 'style-src', ["'unsafe-hashes'", ...values.map(cspHash)]);
}
