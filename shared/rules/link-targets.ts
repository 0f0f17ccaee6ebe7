// What staff may type where the site links or loads an image: a path on this site, an http(s) address, mailto:/tel:.
// Browsers read some "paths" as another host ("//evil.example", "/\evil.example": a backslash counts as a slash),
// and drop tabs and newlines inside an address, so a path is judged by the WHATWG URL parser, as a browser would.

const DUMMY_ORIGIN = 'https://same-origin.invalid';

/** Backslashes, control characters (tab, newline, NUL…) and spaces: nothing a plain address needs. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTERS = /[\\\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

function parsed(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** A path on this site ("/menu", "/uploads/a.jpg?v=2"): starts with one "/", and a browser stays on this origin. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value)) return false;
  return parsed(value, DUMMY_ORIGIN)?.origin === DUMMY_ORIGIN;
}

/** An absolute http(s) address with a host ("https://example.com/x"). */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^/?#]/i.test(value) || UNSAFE_CHARACTERS.test(value)) return false;
  const url = parsed(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** An absolute https address with a host ("https://example.com/x"): what a page served over https may load. */
export function isSecureWebAddress(value: string): boolean {
  return isWebAddress(value) && /^https:/i.test(value);
}

/** A mailto: or tel: link. */
export function isContactLink(value: string): boolean {
  return /^(mailto|tel):\S+$/i.test(value) && !UNSAFE_CHARACTERS.test(value);
}
