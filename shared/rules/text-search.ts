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
 * The stored, searchable form of a row (the `search_text` column): its fields normalised like a query,
 * with LIKE's wildcards and escape character turned into spaces, so a query word can be matched with a plain
 * `LIKE '%word%'` on SQLite and PostgreSQL alike, never as a pattern.
 */
export function searchDocument(fields: ReadonlyArray<string | number | null | undefined>): string {
  return normalizeSearch(
    fields
      .filter((f) => f !== null && f !== undefined)
      .join(' ')
      .replace(/[%_\\]/g, ' '),
  );
}

/** The words of a query as they are looked up in a search document: each must appear somewhere. */
export function searchWords(query: string | null | undefined): string[] {
  return query ? searchDocument([query]).split(' ').filter(Boolean) : [];
}
