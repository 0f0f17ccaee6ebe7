// Server-rendered markup carries React's style attributes (a photo's focus point, a gallery tile's size);
// the CSP allows no inline style, so each page's response allows exactly the attribute values it contains,
// by hash ('unsafe-hashes' applies hashes to attributes only, never to <style> or scripts).
import { createHash } from 'node:crypto';
import type { Response } from 'express';

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The distinct style attribute values of the markup, as the browser reads them (entities decoded). */
export function styleAttributeValues(html: string): string[] {
  const values = new Set<string>();
  for (const [, raw = ''] of html.matchAll(STYLE_ATTRIBUTE)) values.add(raw.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!));
  return [...values];
}

export function cspHash(value: string): string {
  return `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;
}

/** Adds the values' hashes to the response's style-src; a policy that already allows inline styles (dev) is left alone. */
export function allowStyleAttributes(res: Response, html: string): void {
  const values = styleAttributeValues(html);
  const policy = res.getHeader('Content-Security-Policy');
  if (values.length === 0 || typeof policy !== 'string') return;
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === 'style-src');
  if (index === -1 || directives[index]!.includes("'unsafe-inline'")) return;
  directives[index] = [directives[index], "'unsafe-hashes'", ...values.map(cspHash)].join(' ');
  res.setHeader('Content-Security-Policy', directives.join(';'));
}
