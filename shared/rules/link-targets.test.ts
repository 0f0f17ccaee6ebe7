import { describe, expect, it } from 'vitest';
import { isContactLink, isSecureWebAddress, isSitePath, isWebAddress } from './link-targets';

describe('isSitePath', () => {
  it('accepts paths on this site', () => {
    for (const path of ['/', '/menu', '/uploads/abc-1600.jpg', '/menu?exclude=gluten#tapas', '/images/caf%C3%A9.jpg', '/a/b/../c']) {
      expect(isSitePath(path), path).toBe(true);
    }
  });
  it('refuses anything a browser would load from another origin, and backslashes or control characters', () => {
    const refused = [
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example/x',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/menu\u0000',
      '/ /evil.example',
      '/menu\\x',
      'javascript:alert(1)',
      'https://evil.example/x',
      'menu',
      '',
      ' /menu',
      '/menu\u2028x',
    ];
    for (const path of refused) expect(isSitePath(path), JSON.stringify(path)).toBe(false);
  });
});

describe('isWebAddress', () => {
  it('accepts absolute http(s) addresses', () => {
    expect(isWebAddress('https://www.opentable.com/r/casa')).toBe(true);
    expect(isWebAddress('http://example.com')).toBe(true);
  });
  it('refuses other schemes, missing hosts, backslashes and control characters', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,x', 'https://', 'https:///x', 'https://good.example\\@evil.example', 'https://a.example/\tx', 'ftp://a.example', '//a.example']) {
      expect(isWebAddress(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('isSecureWebAddress', () => {
  it('accepts https addresses only', () => {
    expect(isSecureWebAddress('https://photos.example/a.jpg')).toBe(true);
    expect(isSecureWebAddress('HTTPS://photos.example/a.jpg')).toBe(true);
    for (const value of ['http://photos.example/a.jpg', 'javascript:alert(1)', 'https://', '/uploads/a.jpg']) {
      expect(isSecureWebAddress(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('isContactLink', () => {
  it('accepts mailto: and tel:, nothing else', () => {
    expect(isContactLink('mailto:hola@casaolivera.example')).toBe(true);
    expect(isContactLink('tel:+17815550142')).toBe(true);
    expect(isContactLink('javascript:alert(1)')).toBe(false);
    expect(isContactLink('tel:\\x')).toBe(false);
  });
});
