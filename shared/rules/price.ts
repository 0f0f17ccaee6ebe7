// The one place that parses and formats money.

/**
 * Parses a price given as a number or as text such as "$12.50" by dropping every
 * character that is not a digit or a decimal point. Returns null when nothing numeric is left.
 */
export function parsePrice(input: number | string): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const cleaned = input.replace(/[^0-9.]/g, '');
  if (!/^\d*\.?\d+$|^\d+\.?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Rounds to cents, so 12.499999 stored by a float column comes back as 12.5. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Menu and drinks prices: no decimals ("$14"). */
export function formatWholePrice(value: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(value);
}

/** Highlight prices: US dollars with cents ("$12.00"). */
export function formatPriceWithCents(value: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** ABV: one decimal and a percent sign ("13.5%"). */
export function formatAbv(abv: number): string {
  return `${abv.toFixed(1)}%`;
}
