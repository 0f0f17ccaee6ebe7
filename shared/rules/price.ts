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

// Intl.NumberFormat is the reference, but the first one a page builds costs 15–25 ms even on a desktop (the
// currency data is loaded then), several times that on a phone, in the middle of the menu's hydration. Dollars
// are therefore written directly, exactly as Intl writes them (a unit test compares the two); any other
// currency goes through Intl, one formatter per currency, made once.
const SYMBOLS: Readonly<Record<string, string>> = { USD: '$' };
const formatters = new Map<string, Intl.NumberFormat>();

function intlFormat(currency: string, digits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format;
}

/**
 * The magnitude rounded to `digits` decimals as Intl does: from the number's shortest decimal text ("1.005", not
 * the binary 1.00499…), half away from zero.
 */
function roundedDigits(magnitude: number, digits: number): [string, string | undefined] {
  const text = String(magnitude);
  if (text.includes('e')) return ['0', digits ? '0'.repeat(digits) : undefined]; // below 1e-6: rounds to zero
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0')) + (fraction.charAt(digits) >= '5' ? 1n : 0n);
  const all = kept.toString().padStart(digits + 1, '0');
  return digits ? [all.slice(0, -digits), all.slice(-digits)] : [all, undefined];
}

/** en-US currency text, as Intl writes it: "$14", "-$1,234.50". */
function formatMoney(value: number, currency: string, digits: 0 | 2): string {
  const symbol = SYMBOLS[currency];
  if (symbol === undefined || !Number.isFinite(value) || Math.abs(value) >= 1e21) return intlFormat(currency, digits).format(value);
  const [whole, cents] = roundedDigits(Math.abs(value), digits);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${symbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cents === undefined ? '' : `.${cents}`}`;
}

/** Menu and drinks prices: no decimals ("$14"). */
export function formatWholePrice(value: number, currency = 'USD'): string {
  return formatMoney(value, currency, 0);
}

/** Highlight prices: US dollars with cents ("$12.00"). */
export function formatPriceWithCents(value: number, currency = 'USD'): string {
  return formatMoney(value, currency, 2);
}

/** ABV: one decimal and a percent sign ("13.5%"). */
export function formatAbv(abv: number): string {
  return `${abv.toFixed(1)}%`;
}
