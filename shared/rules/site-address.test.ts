import { describe, expect, it } from 'vitest';
import { siteAddress } from './site-address';

describe('siteAddress', () => {
  it("makes a page's absolute address from the site's", () => {
    expect(siteAddress('/menu', 'https://tapas.example.org')).toBe('https://tapas.example.org/menu');
    expect(siteAddress('/menu', 'https://bar.example/')).toBe('https://bar.example/menu');
    expect(siteAddress('/', 'http://localhost:3000')).toBe('http://localhost:3000/');
  });
  it('keeps a folder the site is served under', () => {
    expect(siteAddress('/drinks', 'https://example.org/casa-olivera')).toBe('https://example.org/casa-olivera/drinks');
  });
});
