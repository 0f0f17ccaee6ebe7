import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { preferredCoding } from './accept-encoding';

/** What the coding is read from: the request's headers, as Node gives them (lower-case names). */
const coding = (header?: string) => preferredCoding({ headers: header === undefined ? {} : { 'accept-encoding': header } } as IncomingMessage);

describe('preferredCoding', () => {
  it('prefers Brotli, then gzip, and sends identity to a client that takes neither', () => {
    expect(coding('gzip, deflate, br, zstd')).toBe('br');
    expect(coding('gzip, br')).toBe('br');
    expect(coding('gzip')).toBe('gzip');
    expect(coding('deflate')).toBe('identity');
    expect(coding(undefined)).toBe('identity');
    expect(coding('')).toBe('identity');
  });

  it('leaves out a coding at q=0 and keeps any other q-value', () => {
    expect(coding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(coding('gzip;q=0')).toBe('identity');
    expect(coding('br;q=0.1, gzip')).toBe('br');
    expect(coding('br;q=0.001')).toBe('br');
  });

  it('reads names in any case and with spaces around the parameters', () => {
    expect(coding('BR ; q=1.0')).toBe('br');
    expect(coding(' GZip ')).toBe('gzip');
  });

  it('takes `*` for every coding not named, and a named q=0 over it', () => {
    expect(coding('*')).toBe('br');
    expect(coding('br;q=0, *')).toBe('gzip');
    expect(coding('br;q=0, gzip;q=0, *')).toBe('identity');
    expect(coding('*;q=0, gzip')).toBe('gzip');
    expect(coding('identity')).toBe('identity');
  });
});
