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
  it('writes dollars exactly as Intl.NumberFormat does, without building one', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const values = [0, -0, 0.5, 1.5, 2.5, 0.005, 1.005, 1.015, 12.345, 12.499999, 999.995, 1000, 1234.5, 999999.5, 1234567.891, -0.4, -2.5, -1234.56, 1e20];
    for (let i = 0; i < 500; i += 1) values.push(Math.round(Math.random() * 1e7) / 1000);
    for (const value of values) {
      expect(formatWholePrice(value), String(value)).toBe(whole.format(value));
      expect(formatPriceWithCents(value), String(value)).toBe(cents.format(value));
    }
  });
  it('formats other currencies through Intl', () => {
    expect(formatWholePrice(14, 'EUR')).toBe('€14');
    expect(formatPriceWithCents(1234.5, 'GBP')).toBe('£1,234.50');
  });
  it('shows ABV with one decimal and a percent sign', () => {
    expect(formatAbv(13)).toBe('13.0%');
    expect(formatAbv(4.75)).toBe('4.8%');
  });
  it('rounds float noise to cents', () => {
    expect(roundMoney(12.499999)).toBe(12.5);
  });
});
