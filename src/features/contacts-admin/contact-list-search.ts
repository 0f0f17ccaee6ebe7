// The inbox's place in its address (?status=NEW&q=…&page=…&size=…), and what that filter is called in words.
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactStatus } from '../../../shared/rules/contact-fields';
import { DEFAULT_PAGE_SIZE } from '../../../shared/rules/paging';
import { parseListSearch, type ListSearch } from '../../lib/list-search';

export const CONTACT_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_CONTACT_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface ContactListSearch extends ListSearch {
  status?: ContactStatus;
}

// The labels are shared with the server's spreadsheet export.
export { CONTACT_STATUS_LABELS };

function isStatus(value: unknown): value is ContactStatus {
  return typeof value === 'string' && (CONTACT_STATUSES as readonly string[]).includes(value);
}

/** Reads the search params leniently: an unknown status, page or size is left out, so the inbox's defaults apply. */
export function parseContactListSearch(search: Record<string, unknown>): ContactListSearch {
  const result: ContactListSearch = parseListSearch(search, CONTACT_PAGE_SIZES);
  const status = typeof search.status === 'string' ? search.status.trim().toUpperCase() : null;
  if (isStatus(status)) result.status = status;
  return result;
}

/** True when the inbox shows only part of the messages (a status or a search). */
export function isFiltered(search: Pick<ContactListSearch, 'q' | 'status'>): boolean {
  return Boolean(search.q || search.status);
}

/** "all messages", "new messages", "closed messages matching “paella”": what an export holds. */
export function describeFilter({ q, status }: Pick<ContactListSearch, 'q' | 'status'>): string {
  const which = status ? `${CONTACT_STATUS_LABELS[status].toLowerCase()} messages` : 'all messages';
  return q ? `${which} matching “${q}”` : which;
}
