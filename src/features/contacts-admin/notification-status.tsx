// Whether the bar was e-mailed about a message (its notification in the outbox), in words.
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import type { EmailStatus } from '../../../shared/rules/email-statuses';
import { useAdminT, type AdminTranslate } from '../../i18n/admin-language';

const DETAIL: Record<EmailStatus, AdminKey> = {
  sent: 'contacts.mail.sent',
  queued: 'contacts.mail.queued',
  failed: 'contacts.mail.failed',
};

/** The detail's line: every state; a message from before e-mail has none. */
export function notificationText(status: EmailStatus | null, t: AdminTranslate): string {
  return status ? t(DETAIL[status]) : '—';
}

/** The inbox row's note: only what needs attention (a sent e-mail is the normal case, said by nothing). */
export function NotificationNote({ status }: { status: EmailStatus | null }) {
  const t = useAdminT();
  if (status !== 'queued' && status !== 'failed') return null;
  return <span className={`contacts-table__mail contacts-table__mail--${status}`}>{t(status === 'queued' ? 'contacts.mail.queuedShort' : 'contacts.mail.failedShort')}</span>;
}
