// /admin/outbox ("E-mail", owner): every e-mail the app sends, newest first, with how its sending went; a waiting or
// failed one can be sent again at once.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { EMAIL_STATUSES, type EmailStatus, type OutboxEmailDto } from '../../../shared/schemas/outbox';
import { useBarDateTime } from '../../lib/bar-time';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { liveListOptions } from '../../components/admin/live-list';
import { MailSetupNotice } from '../../components/admin/mail-setup-notice';
import { ListPager } from '../../components/admin/pager';
import { useToast } from '../../components/admin/toasts';
import { DEFAULT_OUTBOX_PAGE_SIZE, EMAIL_KIND_LABELS, EMAIL_STATUS_LABELS, OUTBOX_PAGE_SIZES } from './outbox-search';
import './outbox.css';

const routeApi = getRouteApi('/admin/_authed/outbox');

const BADGE_CLASS: Record<EmailStatus, string> = { queued: 'admin-badge--new', sent: 'admin-badge--on', failed: 'outbox-badge--failed' };

export function OutboxPage() {
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/admin/outbox' });
  const query = { status: search.status, page: search.page ?? 0, size: search.size ?? DEFAULT_OUTBOX_PAGE_SIZE };
  // Waiting e-mails turn to sent while the screen is open.
  const list = trpc.admin.outbox.list.useQuery(query, { ...liveListOptions, staleTime: 0 });
  const filterLabelId = useId();
  const page = list.data;

  return (
    <AdminPage
      title="E-mail"
      lead="Every e-mail the website sends (like the note to the bar when a guest writes) and whether it went out. Waiting e-mails are tried again automatically for a day."
    >
      <MailSetupNotice>E-mails wait here, none is lost, until whoever runs the website sets up sending (SMTP_URL, see the README).</MailSetupNotice>
      <div className="admin-toolbar">
        <div className="admin-filter" role="group" aria-labelledby={filterLabelId}>
          <span id={filterLabelId} className="admin-filter__label">
            Show
          </span>
          <div className="admin-filter__options">
            <button type="button" className="admin-filter__option" aria-pressed={!search.status} onClick={() => void navigate({ search: (old) => ({ ...old, status: undefined, page: undefined }) })}>
              All
            </button>
            {EMAIL_STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                className="admin-filter__option"
                aria-pressed={search.status === status}
                onClick={() => void navigate({ search: (old) => ({ ...old, status, page: undefined }) })}
              >
                {EMAIL_STATUS_LABELS[status]}
              </button>
            ))}
          </div>
        </div>
      </div>

      {list.isPending ? (
        <AdminState kind="loading">Loading e-mails…</AdminState>
      ) : list.isError ? (
        <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void list.refetch()}>Try again</button>}>
          {errorMessage(list.error, 'Failed to load the e-mails')}
        </AdminState>
      ) : page && page.content.length === 0 ? (
        <AdminState kind="empty">{search.status ? `No ${EMAIL_STATUS_LABELS[search.status].toLowerCase()} e-mails.` : 'No e-mails yet.'}</AdminState>
      ) : page ? (
        <table className="admin-table outbox-table" aria-label="E-mails" aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
              <th scope="col">Tries</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((email) => (
              <EmailRow key={email.id} email={email} />
            ))}
          </tbody>
        </table>
      ) : null}

      <ListPager
        result={page}
        size={query.size}
        sizes={OUTBOX_PAGE_SIZES}
        defaultSize={DEFAULT_OUTBOX_PAGE_SIZE}
        noun={{ one: 'e-mail', many: 'e-mails' }}
        onChange={(patch) => void navigate({ search: (old) => ({ ...old, ...patch }) })}
      />
    </AdminPage>
  );
}

function EmailRow({ email }: { email: OutboxEmailDto }) {
  const barTime = useBarDateTime();
  const utils = trpc.useUtils();
  const toast = useToast();
  const retry = trpc.admin.outbox.retry.useMutation();

  async function onRetry() {
    try {
      await retry.mutateAsync({ id: email.id });
      toast.success('Sending it again now.');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not send it again.'));
    }
    void utils.admin.outbox.list.invalidate();
  }

  return (
    <tr className="outbox-table__row">
      <td data-label="" className="outbox-table__what">
        <span className="admin-table__title">{email.subject}</span>
        <span className="admin-table__muted">
          {EMAIL_KIND_LABELS[email.kind]} · <time dateTime={email.createdAt}>{barTime.short(email.createdAt)}</time>
        </span>
      </td>
      <td data-label="To" className="outbox-table__to">
        {email.to.join(', ')}
      </td>
      <td data-label="Status">
        <span className={`admin-badge ${BADGE_CLASS[email.status]}`}>{EMAIL_STATUS_LABELS[email.status]}</span>
        {email.status === 'sent' && email.sentAt ? (
          <span className="admin-table__muted outbox-table__when">
            {' '}
            <time dateTime={email.sentAt}>{barTime.short(email.sentAt)}</time>
          </span>
        ) : null}
        {email.lastError && email.status !== 'sent' ? <p className="outbox-table__error">{email.lastError}</p> : null}
      </td>
      <td data-label="Tries">{email.attempts}</td>
      <td data-label="" className="outbox-table__actions">
        {email.status !== 'sent' ? (
          <div className="admin-table__actions">
            <button type="button" className="admin-btn" onClick={() => void onRetry()} disabled={retry.isPending} aria-label={`Send again now: ${email.subject}`}>
              {retry.isPending ? 'Sending…' : 'Send again now'}
            </button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
