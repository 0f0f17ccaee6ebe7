// Paged admin lists: `page` (0-based), `size` (1..100) and `q`, answered with a page object.
import { z } from 'zod';
import { intInRange, optionalText } from './fields';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../rules/paging';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };
/** Far beyond any real list; keeps OFFSET arithmetic in a safe range. */
const MAX_PAGE = 1_000_000;

export const pageQuery = z.object({
  page: intInRange('Page', 0, MAX_PAGE).default(0),
  size: intInRange('Size', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  q: optionalText('Search', 200),
});
export type PageQuery = z.input<typeof pageQuery>;
export type PageQueryData = z.output<typeof pageQuery>;

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  /** The page number, 0-based. */
  number: number;
  size: number;
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    number: z.number().int().min(0),
    size: z.number().int().min(1),
  });
}

/** The page object for one slice of `totalElements` rows. */
export function toPage<T>(content: T[], totalElements: number, { page, size }: { page: number; size: number }): Page<T> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size };
}
