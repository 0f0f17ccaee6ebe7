// Whether the bar was e-mailed about a message (its notification in the outbox), in words.
import type { EmailStatus } from '../../../shared/rules/email-statuses';

const DETAIL: Record<EmailStatus, string> = {
  sent: 'Sent',
  queued: 'Waiting to be sent',
  failed: 'Not sent (the owner can send it again under E-mail)',
};

/** The detail's line: every state; a message from before e-mail has none. */
export function notificationText(status: EmailStatus | null): string {
  return status ? DETAIL[status] : '—';
}

/** The inbox row's note: only what needs attention (a sent e-mail is the normal case, said by nothing). */
export function NotificationNote({ status }: { status: EmailStatus | null }) {
  if (status !== 'queued' && status !== 'failed') return null;
  return <span className={`contacts-table__mail contacts-table__mail--${status}`}>{status === 'queued' ? 'E-mail waiting' : 'E-mail failed'}</span>;
}
