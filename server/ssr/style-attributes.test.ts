import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { cspHash } from '../lib/csp';
import { allowStyleAttributes, styleAttributeValues } from './style-attributes';

function fakeResponse(policy: string) {
  const headers = new Map<string, string>([['Content-Security-Policy', policy]]);
  const res = { getHeader: (name: string) => headers.get(name), setHeader: (name: string, value: string) => headers.set(name, value) };
  return { res: res as unknown as Response, policy: () => headers.get('Content-Security-Policy') };
}

describe('style attributes of server-rendered markup', () => {
  it('reads each distinct value as the browser does', () => {
    const html = '<img style="object-position:50% 55%"><li style="flex-grow:142.9;flex-basis:calc(1.429 * var(--row))"></li><img style="object-position:50% 55%"><p data-style="x">&quot;style=&quot;</p><i style="font-family:&quot;A&amp;B&quot;">';
    expect(styleAttributeValues(html)).toEqual(['object-position:50% 55%', 'flex-grow:142.9;flex-basis:calc(1.429 * var(--row))', 'font-family:"A&B"']);
  });

  it('hashes a value the CSP way', () => {
    expect(cspHash('color:red')).toBe(`'sha256-${createHash('sha256').update('color:red').digest('base64')}'`);
  });

  it("allows exactly the page's values in style-src, by hash", () => {
    const { res, policy } = fakeResponse("default-src 'self';style-src 'self';img-src 'self' data:");
    allowStyleAttributes(res, '<img style="color:red">');
    expect(policy()).toBe(`default-src 'self';style-src 'self' 'unsafe-hashes' ${cspHash('color:red')};img-src 'self' data:`);
  });

  it('leaves a page without style attributes, and a policy that already allows inline styles, alone', () => {
    const strict = fakeResponse("style-src 'self'");
    allowStyleAttributes(strict.res, '<p>no styles</p>');
    expect(strict.policy()).toBe("style-src 'self'");
    const dev = fakeResponse("style-src 'self' 'unsafe-inline'");
    allowStyleAttributes(dev.res, '<img style="color:red">');
    expect(dev.policy()).toBe("style-src 'self' 'unsafe-inline'");
  });
});
