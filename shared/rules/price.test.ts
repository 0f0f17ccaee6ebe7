import { describe, expect, it } from 'vitest';
import { formatAbv, formatPriceWithCents, formatWholePrice, parsePrice, roundMoney } from './price';

describe('parsePrice', () => {
  it('keeps numbers and parses text by dropping non-numeric characters', () => {
    expect(parsePrice(12.5)).toBe(12.5);
    expect(parsePrice('$12.50')).toBe(12.5);
    expect(parsePrice('USD 1,200')).toBe(1200);
    expect(parsePrice(' 9 ')).toBe(9);
  });
  it('returns null when nothing numeric is left', () => {
    expect(parsePrice('free')).toBeNull();
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('1.2.3')).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
  });
});

describe('formatting', () => {
  it('shows menu prices with no decimals and highlight prices with cents', () => {
    expect(formatWholePrice(14)).toBe('$14');
    expect(formatWholePrice(12.5)).toBe('$13');
    expect(formatPriceWithCents(12)).toBe('$12.00');
    expect(formatPriceWithCents(12.5)).toBe('$12.50');
  });
  it('shows ABV with one decimal and a percent sign', () => {
    expect(formatAbv(13)).toBe('13.0%');
    expect(formatAbv(4.75)).toBe('4.8%');
  });
  it('rounds float noise to cents', () => {
    expect(roundMoney(12.499999)).toBe(12.5);
  });
});
