// The address's search parameters, read and written as text. TanStack Router's default reads each value as JSON, so a
// search typed or shared as `?q=2024` became the number 2024 (and "7624e0" the number 7624), which a route's
// validateSearch left out but the router still handed the screen (it keeps the address's own value of a key a route
// does not return): the admin's menu list called .trim() on a number and fell over. Every route reads what it needs
// from text (a page's number, a slug, a date), so text is all the address holds.

/** `?q=2024&page=2` → { q: '2024', page: '2' }: every value as it is written ("+" and %20 are spaces). */
export function parseSearchText(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * { q: 'rioja alta', page: 2 } → `?q=rioja%20alta&page=2` (empty: ''): each value as text, a space as %20 and a
 * comma as itself (a list reads as written: ?exclude=gluten,tree-nuts); undefined and null are left out.
 */
export function stringifySearchText(search: Record<string, unknown>): string {
  const pairs = Object.entries(search)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`.replace(/%2C/gi, ','));
  return pairs.length ? `?${pairs.join('&')}` : '';
}
