// Accent- and case-insensitive search, the same on the client (menu, drinks, gallery) and the server (admin lists).

/** Lowercases, strips accents (é → e, ñ → n) and folds runs of white space. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query appears in at least one of the fields. An empty query matches all. */
export function matchesSearch(query: string, fields: ReadonlyArray<string | number | null | undefined>): boolean {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearch(fields.filter((f) => f !== null && f !== undefined).join(' '));
  return words.every((word) => haystack.includes(word));
}

/**
 * The stored, searchable form of a row (the `search_text` column): its fields normalised like a query. "%" and "_"
 * stay as they are: a query word is matched literally (server/lib/paging.ts escapes LIKE's wildcards), so a search
 * for "_" finds the rows that have one.
 */
export function searchDocument(fields: ReadonlyArray<string | number | null | undefined>): string {
  return normalizeSearch(fields.filter((f) => f !== null && f !== undefined).join(' '));
}

/** The words of a query as they are looked up in a search document: each must appear somewhere. */
export function searchWords(query: string | null | undefined): string[] {
  return query ? searchDocument([query]).split(' ').filter(Boolean) : [];
}

/** The escape character of our LIKE patterns: not a backslash, which PostgreSQL and SQLite read differently. */
export const LIKE_ESCAPE = '!';

/** A LIKE pattern that finds `word` anywhere, literally: "%", "_" and the escape character lose their meaning. */
export function likeContaining(word: string): string {
  return `%${word.replace(/[!%_]/g, (character) => `${LIKE_ESCAPE}${character}`)}%`;
}
