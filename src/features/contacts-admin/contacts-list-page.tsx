// /admin/contacts: the guests' messages, newest first — filter by status, search, page through, download the filter.
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { CONTACT_STATUSES, type ContactMessageDto, type ContactStatus } from '../../../shared/schemas/contacts';
import { useBarDateTime } from '../../lib/bar-time';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { useApplyAfterPause } from '../../components/admin/use-after-pause';
import { liveListOptions } from '../../components/admin/live-list';
import { ListPager } from '../../components/admin/pager';
import { firstLine } from './contact-links';
import { CONTACT_PAGE_SIZES, CONTACT_STATUS_KEYS, DEFAULT_CONTACT_PAGE_SIZE, isFiltered, type ContactListSearch } from './contact-list-search';
import { StatusBadge } from './status-badge';
import { ContactExportButtons } from './contact-export-buttons';
import { NotificationNote } from './notification-status';
import { MailSetupNotice } from '../../components/admin/mail-setup-notice';
import { inAdminLanguage } from '../../components/admin/form-errors';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import './contacts-admin.css';

const SEARCH_DELAY_MS = 300;

const routeApi = getRouteApi('/admin/_authed/contacts/');

export function ContactsListPage() {
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/admin/contacts/' });
  const query = { q: search.q ?? null, status: search.status, page: search.page ?? 0, size: search.size ?? DEFAULT_CONTACT_PAGE_SIZE };
  // New messages show up while the inbox is open (every minute, like the badge, and when the window is back in view).
  const list = trpc.admin.contacts.list.useQuery(query, { ...liveListOptions, staleTime: 0 });
  const searchId = useId();
  const filterLabelId = useId();
  const [text, setText] = useState(search.q ?? '');
  const t = useAdminT();

  // Typing searches after a short pause; a new search starts again at the first page.
  const typed = text.trim();
  useApplyAfterPause(typed === (search.q ?? '') ? null : typed, (q) => void navigate({ search: (old) => ({ ...old, q: q || undefined, page: undefined }), replace: true }), SEARCH_DELAY_MS);

  // A later page that emptied meanwhile (its last message deleted or handled): show the last page there is.
  const emptiedPage = list.data && list.data.content.length === 0 && list.data.totalElements > 0 && query.page > 0 ? list.data.totalPages - 1 : null;
  useEffect(() => {
    if (emptiedPage !== null) void navigate({ search: (old) => ({ ...old, page: emptiedPage || undefined }), replace: true });
  }, [emptiedPage, navigate]);

  function showStatus(status: ContactStatus | undefined) {
    void navigate({ search: (old) => ({ ...old, status, page: undefined }) });
  }

  const page = list.data;
  const filtered = isFiltered(search);
  return (
    <AdminPage
      title={t('title.contacts')}
      lead={t('contacts.lead')}
      actions={<ContactExportButtons filter={{ q: query.q, status: query.status }} />}
    >
      <MailSetupNotice>{t('contacts.mailNotSetUp')}</MailSetupNotice>
      <div className="admin-toolbar contacts-toolbar">
        <div className="admin-filter" role="group" aria-labelledby={filterLabelId}>
          <span id={filterLabelId} className="admin-filter__label">
            {t('contacts.status')}
          </span>
          <div className="admin-filter__options">
            <button type="button" className="admin-filter__option" aria-pressed={!search.status} onClick={() => showStatus(undefined)}>
              {t('contacts.all')}
            </button>
            {CONTACT_STATUSES.map((status) => (
              <button key={status} type="button" className="admin-filter__option" aria-pressed={search.status === status} onClick={() => showStatus(status)}>
                {t(CONTACT_STATUS_KEYS[status])}
              </button>
            ))}
          </div>
        </div>
        <div className="admin-field" role="search">
          <label htmlFor={searchId}>{t('contacts.search')}</label>
          <input id={searchId} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('contacts.searchPlaceholder')} />
        </div>
      </div>

      {list.isPending ? (
        <AdminState kind="loading">{t('contacts.loading')}</AdminState>
      ) : list.isError ? (
        <AdminState
          kind="error"
          action={
            <button type="button" className="admin-btn" onClick={() => void list.refetch()}>
              {t('contacts.tryAgain')}
            </button>
          }
        >
          {inAdminLanguage(errorMessage(list.error, t('contacts.loadError')))}
        </AdminState>
      ) : page && page.content.length === 0 ? (
        <AdminState kind="empty">{filtered ? t('contacts.noMatch') : t('contacts.none')}</AdminState>
      ) : page ? (
        <table className="admin-table contacts-table" aria-label={t('contacts.table')} aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('contacts.from')}</th>
              <th scope="col">{t('contacts.message')}</th>
              <th scope="col">{t('contacts.received')}</th>
              <th scope="col">{t('contacts.status')}</th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((message) => (
              <MessageRow key={message.id} message={message} search={search} />
            ))}
          </tbody>
        </table>
      ) : null}

      <ListPager
        result={page}
        size={query.size}
        sizes={CONTACT_PAGE_SIZES}
        defaultSize={DEFAULT_CONTACT_PAGE_SIZE}
        noun={{ one: t('contacts.noun.one'), many: t('contacts.noun.other') }}
        onChange={(patch) => void navigate({ search: (old) => ({ ...old, ...patch }) })}
      />
    </AdminPage>
  );
}

function MessageRow({ message, search }: { message: ContactMessageDto; search: ContactListSearch }) {
  const isNew = message.status === 'NEW';
  const t = useAdminT();
  const barTime = useBarDateTime(useAdminLang());
  return (
    <tr className={`contacts-table__row${isNew ? ' contacts-table__row--new' : ''}`}>
      <td data-label="" className="contacts-table__from">
        <span className="contacts-table__name">{message.name}</span>
        <span className="admin-table__muted contacts-table__email">{message.email}</span>
      </td>
      <td data-label="" className="contacts-table__message">
        {/* The link covers the whole row (see the CSS): one tap opens the message. */}
        <Link to="/admin/contacts/$id" params={{ id: String(message.id) }} search={search} className="contacts-table__subject">
          {isNew ? <span className="visually-hidden">{t('contacts.newMark')} </span> : null}
          {message.subject}
        </Link>
        <p className="admin-table__muted contacts-table__excerpt">{firstLine(message.message)}</p>
      </td>
      <td data-label={t('contacts.received')} className="contacts-table__received">
        <time dateTime={message.createdAt}>{barTime.short(message.createdAt)}</time>
      </td>
      <td data-label="" className="contacts-table__status">
        <StatusBadge status={message.status} />
        <NotificationNote status={message.notification} />
      </td>
    </tr>
  );
}
