// The key of a cacheable address: its path and, of its query, only the parameters the answer at that path reads
// (in the order given), so `/menu?a=1`, `/menu?utm_source=x` and `/menu` are one entry. It is also the address the
// answer is made for (a page renders it), so what is kept under a key is what that key says.

/** Null when nothing at the path is kept (`reads` says so) or the address cannot be read. */
export function cacheKey(url: string, reads: (path: string) => readonly string[] | null): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const names = reads(path);
  if (names === null) return null;
  if (queryAt === -1 || names.length === 0) return path;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  for (const [name, value] of query) if (names.includes(name)) kept.append(name, value);
  const normalised = kept.toString();
  return normalised ? `${path}?${normalised}` : path;
}
