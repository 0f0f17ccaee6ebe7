// An admin list's place lives in its address (?q=&page=&size=), so Back, reload and a shared link keep it.

export interface ListSearch {
  q?: string;
  page?: number;
  size?: number;
}

/** Reads the search params leniently: a bad page or size is simply left out (the list's defaults apply). */
export function parseListSearch(search: Record<string, unknown>, sizes: readonly number[]): ListSearch {
  const result: ListSearch = {};
  const q = typeof search.q === 'string' ? search.q.trim() : '';
  if (q) result.q = q.slice(0, 200);
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 0) result.page = page;
  const size = Number(search.size);
  if (sizes.includes(size)) result.size = size;
  return result;
}
