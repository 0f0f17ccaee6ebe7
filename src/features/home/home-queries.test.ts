import { describe, expect, it } from 'vitest';
import { HOME_QUERIES } from './home-queries';

describe('HOME_QUERIES', () => {
  it('asks for up to 5 offers and the day’s highlights, with no date: the server’s today decides', () => {
    expect(HOME_QUERIES.offers).toStrictEqual({ limit: 5 });
    expect(HOME_QUERIES.highlights).toStrictEqual({ limit: 12 });
    expect(HOME_QUERIES.offers).not.toHaveProperty('date');
    expect(HOME_QUERIES.highlights).not.toHaveProperty('date');
  });
});
