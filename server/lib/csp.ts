// Per-response additions to the strict Content-Security-Policy: what one answer needs inline, allowed by its hash.
import { createHash } from 'node:crypto';
import type { Response } from 'express';

export function cspHash(value: string): string {
  return `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;
}

/**
 * Adds sources to one directive of the response's policy. A directive that already allows inline code (the
 * development policy) is left alone: a hash beside 'unsafe-inline' would switch it off.
 */
export function addCspSources(res: Response, directive: string, sources: readonly string[]): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (sources.length === 0 || typeof policy !== 'string') return;
  const directives = policy.split(';').map((part) => part.trim());
  const index = directives.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1 || directives[index]!.includes("'unsafe-inline'")) return;
  directives[index] = [directives[index], ...sources].join(' ');
  res.setHeader('Content-Security-Policy', directives.join(';'));
}
