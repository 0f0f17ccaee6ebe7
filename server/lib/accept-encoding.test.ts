import { describe, expect, it } from 'vitest';
import { acceptedEncodings, preferredCoding } from './accept-encoding';

describe('acceptedEncodings', () => {
  it('reads the codings a client accepts, leaving out q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.8')]).toEqual(['gzip']);
    expect([...acceptedEncodings('BR ; q=1.0')]).toEqual(['br']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

describe('preferredCoding', () => {
  it('prefers Brotli, then gzip, and sends identity to a client that takes neither', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('deflate')).toBe('identity');
    expect(preferredCoding('gzip;q=0')).toBe('identity');
    expect(preferredCoding(undefined)).toBe('identity');
  });
});
