// The Activity screen's place in its address (?actor=3&entity=dish&page=…&size=…).
import { isActivityEntity, type ActivityEntity } from '../../../shared/rules/activity-kinds';
import { DEFAULT_PAGE_SIZE } from '../../../shared/rules/paging';
import { parseListSearch } from '../../lib/list-search';

export const ACTIVITY_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_ACTIVITY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface ActivitySearch {
  actor?: number;
  entity?: ActivityEntity;
  page?: number;
  size?: number;
}

/** Reads the search params leniently: an unknown person, kind, page or size is left out, so the defaults apply. */
export function parseActivitySearch(search: Record<string, unknown>): ActivitySearch {
  const { page, size } = parseListSearch(search, ACTIVITY_PAGE_SIZES);
  const result: ActivitySearch = {};
  if (page !== undefined) result.page = page;
  if (size !== undefined) result.size = size;
  const actor = Number(search.actor);
  if (Number.isSafeInteger(actor) && actor > 0) result.actor = actor;
  if (isActivityEntity(search.entity)) result.entity = search.entity;
  return result;
}
