// The `search_text` column: a normalised copy of the fields a staff search looks at (shared/rules/text-search),
// kept current by the ORM on every insert and update, so searches run in the database over the whole table.
import { p } from '@mikro-orm/core';
import { searchDocument } from '../../shared/rules/text-search';

type Fields<E> = (entity: E) => ReadonlyArray<string | number | null | undefined>;

export function searchTextProperty<E>(fields: Fields<E>) {
  const compute = (entity: E) => searchDocument(fields(entity));
  return p.text().hidden().onCreate(compute).onUpdate(compute);
}
