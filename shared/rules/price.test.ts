import { describe, expect, it } from 'vitest';
import { formatAbv, formatPrice, formatPriceWithCents, parsePrice, priceFieldText, roundMoney } from './price';

describe('parsePrice', () => {
  it('keeps finite numbers', () => {
    expect(parsePrice(12.5)).toBe(12.5);
    expect(parsePrice(0)).toBe(0);
    expect(parsePrice(Number.NaN)).toBeNull();
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('reads a plain decimal with an optional leading "$" and spaces around it', () => {
    expect(parsePrice('12.50')).toBe(12.5);
    expect(parsePrice('$12.50')).toBe(12.5);
    expect(parsePrice('12')).toBe(12);
    expect(parsePrice(' 9 ')).toBe(9);
    expect(parsePrice(' $ 19.5 ')).toBe(19.5);
    expect(parsePrice('.5')).toBe(0.5);
    expect(parsePrice('7.')).toBe(7);
  });
  it('refuses comma decimals, signs, exponents, two dots, letters and empty text', () => {
    for (const text of ['12,50', 'USD 1,200', '1,200', '1e3', '1E3', '-3', '+3', '$-3', '1.2.3', '12..5', 'free', '12 dollars', '$', '', '  ', '.', '$$12', '12$', '0x10', 'Infinity', '١٢']) {
      expect(parsePrice(text), text).toBeNull();
    }
  });
});

describe('formatPrice', () => {
  it('never rounds: whole amounts without decimals, amounts with cents with them', () => {
    expect(formatPrice(14)).toBe('$14');
    expect(formatPrice(19.5)).toBe('$19.50');
    expect(formatPrice(16.5)).toBe('$16.50');
    expect(formatPrice(8.05)).toBe('$8.05');
    expect(formatPrice(0.99)).toBe('$0.99');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(1200)).toBe('$1,200');
  });
  it('treats float noise below a cent as the cent it stands for', () => {
    expect(formatPrice(12.499999)).toBe('$12.50');
    expect(formatPrice(13.999999)).toBe('$14');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
  });
  it('goes through Intl for the currency and locale', () => {
    expect(formatPrice(14, 'EUR')).toBe('€14');
    expect(formatPrice(14.5, 'GBP')).toBe('£14.50');
    expect(formatPrice(19.5, 'USD', 'es')).toBe(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(19.5));
  });
});

describe('priceFieldText', () => {
  it('writes a price for a form field as formatPrice does, without the currency, and parsePrice reads it back', () => {
    expect([14, 10.5, 19.99, 0, 0.5, 13.999, 12.499999].map(priceFieldText)).toEqual(['14', '10.50', '19.99', '0', '0.50', '14', '12.50']);
    for (const value of [14, 10.5, 19.99, 0.05]) expect(parsePrice(priceFieldText(value))).toBe(value);
  });
});

describe('formatPriceWithCents', () => {
  it('always writes cents (the highlights wire field)', () => {
    expect(formatPriceWithCents(12)).toBe('$12.00');
    expect(formatPriceWithCents(12.5)).toBe('$12.50');
    expect(formatPriceWithCents(1234.5, 'GBP')).toBe('£1,234.50');
  });
});

describe('formatAbv', () => {
  it('shows ABV with one decimal and a percent sign', () => {
    expect(formatAbv(13)).toBe('13.0%');
    expect(formatAbv(4.75)).toBe('4.8%');
  });
});

describe('roundMoney', () => {
  it('rounds float noise to cents', () => {
    expect(roundMoney(12.499999)).toBe(12.5);
  });
});

describe('prices in Spanish (es-US)', () => {
  it('writes the dollars as US Spanish does, never rounded: "$14", "$19.50"', () => {
    expect(formatPrice(14, 'USD', 'es')).toBe('$14');
    expect(formatPrice(19.5, 'USD', 'es')).toBe('$19.50');
    expect(formatPrice(8.05, 'USD', 'es')).toBe('$8.05');
    expect(formatPrice(1234.5, 'USD', 'es')).toBe('$1,234.50');
    expect(formatPrice(12.499999, 'USD', 'es')).toBe('$12.50');
    expect(formatPriceWithCents(12, 'USD', 'es')).toBe('$12.00');
  });

  it('writes no no-break spaces, whatever the currency', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'CHF', 'MXN']) {
      const text = formatPrice(1234.5, currency, 'es');
      expect(text, currency).not.toMatch(/[\u00a0\u202f]/);
      expect(text, currency).toMatch(/1,234\.50/);
    }
  });

  it('keeps the English text as Intl en-US writes it', () => {
    expect(formatPrice(19.5, 'USD', 'en')).toBe(formatPrice(19.5));
    expect(formatPrice(14, 'CHF')).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CHF', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(14));
  });
});
