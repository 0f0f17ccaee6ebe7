// The inbox's place in its address (?status=NEW&q=…&page=…&size=…), and what that filter is called in words.
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import { CONTACT_STATUSES, type ContactStatus } from '../../../shared/rules/contact-fields';
import { DEFAULT_PAGE_SIZE } from '../../../shared/rules/paging';
import type { AdminTranslate } from '../../i18n/admin-language';
import { parseListSearch, type ListSearch } from '../../lib/list-search';

export const CONTACT_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_CONTACT_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface ContactListSearch extends ListSearch {
  status?: ContactStatus;
}

/** A status as staff read it in the admin (the filter, the badge, the status buttons). */
export const CONTACT_STATUS_KEYS: Record<ContactStatus, AdminKey> = { NEW: 'contacts.status.NEW', CONTACTED: 'contacts.status.CONTACTED', CLOSED: 'contacts.status.CLOSED' };

/** The messages of a status, as an export names them. */
const FILTER_KEYS: Record<ContactStatus, AdminKey> = { NEW: 'contacts.filter.NEW', CONTACTED: 'contacts.filter.CONTACTED', CLOSED: 'contacts.filter.CLOSED' };

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

/** "all messages", "new messages", "closed messages matching “paella”": what an export holds, in the admin's language. */
export function describeFilter({ q, status }: Pick<ContactListSearch, 'q' | 'status'>, t: AdminTranslate): string {
  const which = t(status ? FILTER_KEYS[status] : 'contacts.filter.all');
  return q ? t('contacts.filter.matching', { which, q }) : which;
}
