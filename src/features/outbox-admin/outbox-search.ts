// The outbox screen's place in its address (?status=queued&page=…&size=…) and its words (catalog keys) for statuses and
// kinds.
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import { EMAIL_STATUSES, type EmailKind, type EmailStatus } from '../../../shared/rules/email-statuses';
import { DEFAULT_PAGE_SIZE } from '../../../shared/rules/paging';
import { parseListSearch, type ListSearch } from '../../lib/list-search';

export const OUTBOX_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_OUTBOX_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface OutboxSearch extends Omit<ListSearch, 'q'> {
  status?: EmailStatus;
}

export const EMAIL_STATUS_LABELS: Record<EmailStatus, AdminKey> = { queued: 'outbox.status.queued', sent: 'outbox.status.sent', failed: 'outbox.status.failed' };
/** What the list says when a status filter finds nothing ("No failed e-mails."). */
export const EMAIL_STATUS_EMPTY: Record<EmailStatus, AdminKey> = { queued: 'outbox.empty.queued', sent: 'outbox.empty.sent', failed: 'outbox.empty.failed' };
export const EMAIL_KIND_LABELS: Record<EmailKind, AdminKey> = {
  'contact-notification': 'outbox.kind.contact-notification',
  invitation: 'outbox.kind.invitation',
  'password-reset': 'outbox.kind.password-reset',
};

/** Leniently: an unknown status, page or size is left out, so the screen's defaults apply. */
export function parseOutboxSearch(search: Record<string, unknown>): OutboxSearch {
  const { page, size } = parseListSearch(search, OUTBOX_PAGE_SIZES);
  const result: OutboxSearch = { ...(page === undefined ? {} : { page }), ...(size === undefined ? {} : { size }) };
  const status = typeof search.status === 'string' ? search.status.trim().toLowerCase() : null;
  if ((EMAIL_STATUSES as readonly (string | null)[]).includes(status)) result.status = status as EmailStatus;
  return result;
}
