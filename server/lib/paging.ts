// One way to read a page of rows: filters, search and ordering run in the database, never over a loaded table.
import { raw, type EntityManager, type EntityName, type FilterQuery, type FindOptions, type QueryOrderMap } from '@mikro-orm/core';
import { LIKE_ESCAPE, likeContaining, searchWords } from '../../shared/rules/text-search';
import { toPage, type Page } from '../../shared/schemas/paging';

/**
 * The condition "every word of the query appears in search_text" (see server/db/search-text.ts), literally: "_" and
 * "%" are escaped, with an ESCAPE clause that SQLite and PostgreSQL read alike (the ORM's $like has none). Every
 * staff search goes through here.
 */
export function searchFilter<T extends object>(query: string | null | undefined): FilterQuery<T> {
  const words = searchWords(query);
  if (words.length === 0) return {} as FilterQuery<T>;
  return {
    $and: words.map((word) => ({ [raw((alias) => `${alias}.search_text like ? escape '${LIKE_ESCAPE}'`, [likeContaining(word)])]: [] })),
  } as unknown as FilterQuery<T>;
}

export interface PageRequest<T extends object> {
  where: FilterQuery<T>;
  orderBy: QueryOrderMap<T> | QueryOrderMap<T>[];
  page: number;
  size: number;
  populate?: FindOptions<T>['populate'];
}

export async function findPage<T extends object, Dto>(
  em: EntityManager,
  entity: EntityName<T>,
  { where, orderBy, page, size, populate }: PageRequest<T>,
  toDto: (row: T) => Dto,
): Promise<Page<Dto>> {
  const [rows, total] = await em.findAndCount(entity, where, {
    orderBy: orderBy as FindOptions<T>['orderBy'],
    limit: size,
    offset: page * size,
    ...(populate ? { populate } : {}),
  } as FindOptions<T>);
  return toPage(rows.map(toDto), total, { page, size });
}
