import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './static-site';

describe('acceptedEncodings', () => {
  it('reads the codings a client accepts, leaving out q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.8')]).toEqual(['gzip']);
    expect([...acceptedEncodings('BR ; q=1.0')]).toEqual(['br']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
