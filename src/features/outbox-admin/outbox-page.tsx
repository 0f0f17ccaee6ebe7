// /admin/outbox ("E-mail", owner): every e-mail the app sends, newest first, with how its sending went; a waiting or
// failed one can be sent again at once.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { EMAIL_STATUSES, type EmailStatus, type OutboxEmailDto } from '../../../shared/schemas/outbox';
import { useBarDateTime } from '../../lib/bar-time';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { inAdminLanguage } from '../../components/admin/form-errors';
import { liveListOptions } from '../../components/admin/live-list';
import { MailSetupNotice } from '../../components/admin/mail-setup-notice';
import { ListPager } from '../../components/admin/pager';
import { useToast } from '../../components/admin/toasts';
import { DEFAULT_OUTBOX_PAGE_SIZE, EMAIL_KIND_LABELS, EMAIL_STATUS_EMPTY, EMAIL_STATUS_LABELS, OUTBOX_PAGE_SIZES } from './outbox-search';
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
  const t = useAdminT();

  return (
    <AdminPage title={t('outbox.title')} lead={t('outbox.lead')}>
      <MailSetupNotice>{t('outbox.notSetUp')}</MailSetupNotice>
      <div className="admin-toolbar">
        <div className="admin-filter" role="group" aria-labelledby={filterLabelId}>
          <span id={filterLabelId} className="admin-filter__label">
            {t('outbox.show')}
          </span>
          <div className="admin-filter__options">
            <button type="button" className="admin-filter__option" aria-pressed={!search.status} onClick={() => void navigate({ search: (old) => ({ ...old, status: undefined, page: undefined }) })}>
              {t('outbox.all')}
            </button>
            {EMAIL_STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                className="admin-filter__option"
                aria-pressed={search.status === status}
                onClick={() => void navigate({ search: (old) => ({ ...old, status, page: undefined }) })}
              >
                {t(EMAIL_STATUS_LABELS[status])}
              </button>
            ))}
          </div>
        </div>
      </div>

      {list.isPending ? (
        <AdminState kind="loading">{t('outbox.loading')}</AdminState>
      ) : list.isError ? (
        <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void list.refetch()}>{t('outbox.tryAgain')}</button>}>
          {inAdminLanguage(errorMessage(list.error, t('outbox.loadError')))}
        </AdminState>
      ) : page && page.content.length === 0 ? (
        <AdminState kind="empty">{t(search.status ? EMAIL_STATUS_EMPTY[search.status] : 'outbox.empty')}</AdminState>
      ) : page ? (
        <table className="admin-table outbox-table" aria-label={t('outbox.tableLabel')} aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('outbox.email')}</th>
              <th scope="col">{t('outbox.to')}</th>
              <th scope="col">{t('outbox.status')}</th>
              <th scope="col">{t('outbox.tries')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('outbox.actions')}</span>
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
        noun={{ one: t('outbox.noun.one'), many: t('outbox.noun.other') }}
        onChange={(patch) => void navigate({ search: (old) => ({ ...old, ...patch }) })}
      />
    </AdminPage>
  );
}

function EmailRow({ email }: { email: OutboxEmailDto }) {
  const t = useAdminT();
  const barTime = useBarDateTime(useAdminLang());
  const utils = trpc.useUtils();
  const toast = useToast();
  const retry = trpc.admin.outbox.retry.useMutation();

  async function onRetry() {
    try {
      await retry.mutateAsync({ id: email.id });
      toast.success(t('outbox.retrying'));
    } catch (error) {
      toast.error(inAdminLanguage(errorMessage(error, t('outbox.retryFailed'))));
    }
    void utils.admin.outbox.list.invalidate();
  }

  return (
    <tr className="outbox-table__row">
      <td data-label="" className="outbox-table__what">
        <span className="admin-table__title">{email.subject}</span>
        <span className="admin-table__muted">
          {t(EMAIL_KIND_LABELS[email.kind])} · <time dateTime={email.createdAt}>{barTime.short(email.createdAt)}</time>
        </span>
      </td>
      <td data-label={t('outbox.to')} className="outbox-table__to">
        {email.to.join(', ')}
      </td>
      <td data-label={t('outbox.status')}>
        <span className={`admin-badge ${BADGE_CLASS[email.status]}`}>{t(EMAIL_STATUS_LABELS[email.status])}</span>
        {email.status === 'sent' && email.sentAt ? (
          <span className="admin-table__muted outbox-table__when">
            {' '}
            <time dateTime={email.sentAt}>{barTime.short(email.sentAt)}</time>
          </span>
        ) : null}
        {email.lastError && email.status !== 'sent' ? <p className="outbox-table__error">{email.lastError}</p> : null}
      </td>
      <td data-label={t('outbox.tries')}>{email.attempts}</td>
      <td data-label="" className="outbox-table__actions">
        {email.status !== 'sent' ? (
          <div className="admin-table__actions">
            <button type="button" className="admin-btn" onClick={() => void onRetry()} disabled={retry.isPending} aria-label={t('outbox.sendAgainWhat', { subject: email.subject })}>
              {retry.isPending ? t('common.sending') : t('outbox.sendAgain')}
            </button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
