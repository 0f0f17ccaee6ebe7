import { describe, expect, it } from 'vitest';
import { homeQueries } from './home-queries';

describe('homeQueries', () => {
  it('asks for up to 5 offers and the highlights of the bar’s today (America/New_York)', () => {
    // 02:30 UTC on the 23rd is still the evening of the 22nd in Woburn.
    const { offers, highlights } = homeQueries(new Date('2026-11-23T02:30:00Z'));
    expect(offers).toEqual({ date: '2026-11-22', limit: 5 });
    expect(highlights.date).toBe('2026-11-22');
  });
});
