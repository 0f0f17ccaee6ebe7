// The bar's phone number as staff type it ("(781) 555-0142", "+34 912 345 678") and the tel: address a phone dials.

const PHONE_CHARACTERS = /^\+?[\d ().-]+$/;

/** The digits of a phone number, without spaces, dots, dashes or brackets. */
function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * A phone number a guest can read and dial: digits with the usual separators, an optional leading "+", and 7 to 15
 * digits (E.164's longest number has 15).
 */
export function isPhoneNumber(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = digitsOf(value).length;
  return digits >= 7 && digits <= 15;
}

/**
 * The `tel:` address of a phone number: "+" and its digits when it has a country code; a 10-digit number of a bar in
 * the US or Canada (country "US" or "CA") gets +1; any other number is dialled as written (digits only).
 */
export function telHref(phone: string, country: string): string {
  const digits = digitsOf(phone);
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  if ((country === 'US' || country === 'CA') && digits.length === 10) return `tel:+1${digits}`;
  if ((country === 'US' || country === 'CA') && digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
