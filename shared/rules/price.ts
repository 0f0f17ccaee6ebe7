// The one place that parses and formats money.
import { DEFAULT_LANG, INTL_LOCALE, type Lang } from '../config/languages';

// A price typed as text: a plain decimal with an optional leading "$" ("12", "12.50", "$12.50", ".5"), spaces
// around allowed. Anything else ("12,50", "1e3", "-3", "1.2.3", "USD 12") is not a price: guessing at it
// stored 12,50 as 1250.
const PRICE_TEXT = /^\s*\$?\s*(\d+(?:\.\d*)?|\.\d+)\s*$/;

/**
 * Reads a price given as a number or as text such as "$12.50", strictly: returns null for text that is not a
 * plain decimal with an optional "$", and for a number that is not finite.
 */
export function parsePrice(input: number | string): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const match = PRICE_TEXT.exec(input);
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return Number.isFinite(value) ? value : null;
}

/** Rounds to cents, so 12.499999 stored by a float column comes back as 12.5. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

// Building an Intl.NumberFormat costs far more than using one (the first loads the currency data), so each
// (locale, currency, digits) gets one, built the first time a price needs it and kept for the page's life.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(lang: Lang, currency: string, digits: 0 | 2): Intl.NumberFormat {
  const key = `${lang}|${currency}|${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format;
}

/**
 * The formatted amount, with the no-break spaces some runtimes put between a currency code and the number
 * ("EUR 14" in es-US) as ordinary spaces, so the server's page and the browser's render read the same whatever
 * their ICU. English keeps Intl's text as it always was.
 */
function money(lang: Lang, currency: string, digits: 0 | 2, value: number): string {
  const text = currencyFormat(lang, currency, digits).format(value);
  return lang === DEFAULT_LANG ? text : text.replace(/[\u00a0\u202f]/g, ' ');
}

/** True when the amount, to the cent, has cents ("19.50" has, "14" and "13.999" → "14.00" have not). */
function hasCents(value: number): boolean {
  return Math.round(Math.abs(value) * 100) % 100 !== 0;
}

/**
 * A price as every page, card, print page and e-mail shows it, in the page's language (INTL_LOCALE) and the bar's
 * currency: never rounded to the dollar. A whole amount shows without decimals ("$14"), an amount with cents shows
 * them ("$19.50", in Spanish too).
 */
export function formatPrice(value: number, currency = 'USD', lang: Lang = DEFAULT_LANG): string {
  return money(lang, currency, Number.isFinite(value) && hasCents(value) ? 2 : 0, value);
}

/**
 * A price as a form's field holds it: the same rule without the currency ("14", "10.50"), which parsePrice reads
 * back as the same amount.
 */
export function priceFieldText(value: number): string {
  return value.toFixed(hasCents(value) ? 2 : 0);
}

/** Always with cents ("$12.00"): the highlights' `priceFormatted` wire field and the activity log, whose contracts say so. */
export function formatPriceWithCents(value: number, currency = 'USD', lang: Lang = DEFAULT_LANG): string {
  return money(lang, currency, 2, value);
}

/** ABV: one decimal and a percent sign ("13.5%"). */
export function formatAbv(abv: number): string {
  return `${abv.toFixed(1)}%`;
}
