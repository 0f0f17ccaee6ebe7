// /admin/offers: search, page through, activate or deactivate, and delete the home page's hero offers.
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { DEFAULT_OFFER_PAGE_SIZE, OFFER_PAGE_SIZES } from '../../../shared/rules/admin-lists';
import { offerStatus } from '../../../shared/rules/offer-status';
import type { OfferDto } from '../../../shared/schemas/offers';
import { useBarToday } from '../../lib/bar-time';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { useApplyAfterPause } from '../../components/admin/use-after-pause';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { liveListOptions } from '../../components/admin/live-list';
import { ListPager } from '../../components/admin/pager';
import { useMay } from '../../components/admin/staff-role';
import { useToast } from '../../components/admin/toasts';
import { offerSchedule, offerStatusText } from './offer-schedule';
import './offers-admin.css';

const SEARCH_DELAY_MS = 300;

const routeApi = getRouteApi('/admin/_authed/offers/');

export function OffersListPage() {
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/admin/offers/' });
  const query = { q: search.q ?? null, page: search.page ?? 0, size: search.size ?? DEFAULT_OFFER_PAGE_SIZE };
  const list = trpc.admin.offers.list.useQuery(query, liveListOptions);
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const setActive = trpc.admin.offers.setActive.useMutation();
  const remove = trpc.admin.offers.remove.useMutation();
  const [pending, setPending] = useState<number | null>(null);
  const searchId = useId();
  const [text, setText] = useState(search.q ?? '');
  // The status is what the home page does on the bar's today, as the server reckons it (never the device's date).
  const today = useBarToday()?.date;
  // Offers are content: staff read them, a manager or the owner changes them.
  const mayChange = useMay('manager');

  // Typing searches after a short pause; a new search starts again at the first page.
  const typed = text.trim();
  useApplyAfterPause(typed === (search.q ?? '') ? null : typed, (q) => void navigate({ search: (old) => ({ ...old, q: q || undefined, page: undefined }), replace: true }), SEARCH_DELAY_MS);

  async function toggle(offer: OfferDto) {
    setPending(offer.id);
    try {
      await setActive.mutateAsync({ id: offer.id, value: !offer.active });
      // The row changes once the server has agreed, not before.
      utils.admin.offers.list.setData(query, (page) => page && { ...page, content: page.content.map((row) => (row.id === offer.id ? { ...row, active: !offer.active } : row)) });
      toast.success(`"${offer.title}" ${offer.active ? 'deactivated' : 'activated'}.`);
    } catch (error) {
      toast.error(errorMessage(error, `Could not ${offer.active ? 'deactivate' : 'activate'} "${offer.title}".`));
    } finally {
      setPending(null);
    }
  }

  async function onDelete(offer: OfferDto) {
    if (!(await confirm({ message: `Delete "${offer.title}"?`, confirmLabel: 'Delete', danger: true }))) return;
    setPending(offer.id);
    try {
      await remove.mutateAsync({ id: offer.id });
      toast.success(`"${offer.title}" deleted.`);
      const page = list.data;
      // The last row of a later page: step back, so the list is not left empty.
      if (page && page.content.length === 1 && query.page > 0) await navigate({ search: (old) => ({ ...old, page: query.page - 1 || undefined }) });
      await utils.admin.offers.list.invalidate();
    } catch (error) {
      toast.error(errorMessage(error, `Could not delete "${offer.title}".`));
    } finally {
      setPending(null);
    }
  }

  const page = list.data;
  return (
    <AdminPage
      title="Offers"
      lead="The slides of the home page's hero. Each offer's status says what the home page does with it today: Showing today, Scheduled, Ended or Off."
      actions={
        mayChange ? (
          <Link to="/admin/offers/new" className="admin-btn admin-btn--primary">
            New offer
          </Link>
        ) : null
      }
    >
      <div className="admin-toolbar" role="search">
        <div className="admin-field">
          <label htmlFor={searchId}>Search offers</label>
          <input id={searchId} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Title, subtitle or badge" />
        </div>
      </div>

      {list.isPending ? (
        <AdminState kind="loading">Loading offers…</AdminState>
      ) : list.isError ? (
        <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void list.refetch()}>Try again</button>}>
          {errorMessage(list.error, 'Failed to load offers')}
        </AdminState>
      ) : page && page.content.length === 0 ? (
        <AdminState kind="empty">No offers.</AdminState>
      ) : page ? (
        <table className="admin-table offers-table" aria-label="Offers" aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th scope="col">Photo</th>
              <th scope="col">Offer</th>
              <th scope="col">When</th>
              <th scope="col">Status</th>
              <th scope="col">Order</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((offer) => {
              const when = offerSchedule(offer, today);
              const status = today ? offerStatusText(offerStatus(offer, today), offer.daysOfWeek, today) : null;
              return (
                <tr key={offer.id}>
                  <td data-label="" className="offers-table__photo">
                    <img className="admin-thumb" src={offer.imageWebp || offer.imageUrl} alt="" width={64} height={48} loading="lazy" />
                  </td>
                  <td data-label="" className="offers-table__offer">
                    <Link to="/admin/offers/$id" params={{ id: String(offer.id) }} className="admin-table__title">
                      {offer.title}
                    </Link>
                    {offer.badge ? <span className="admin-badge offers-table__badge">{offer.badge}</span> : null}
                    {offer.subtitle ? <p className="admin-table__muted offers-table__subtitle">{offer.subtitle}</p> : null}
                  </td>
                  <td data-label="When" className="offers-table__when">
                    <span className="offers-when__days">{when.days}</span>
                    {when.range ? <span className="offers-when__range">{when.range}</span> : null}
                  </td>
                  <td data-label="Status" className="offers-table__status">
                    {status ? (
                      <>
                        <span className={`admin-badge offers-status offers-status--${status.tone}`}>{status.label}</span>
                        {status.detail ? (
                          <span className="offers-status__detail">
                            <span className="offers-status__sep"> · </span>
                            {status.detail}
                          </span>
                        ) : null}
                      </>
                    ) : (
                      <span className="admin-table__muted">{offer.active ? 'On' : 'Off'}</span>
                    )}
                  </td>
                  <td data-label="Order" className="offers-table__order">
                    {offer.displayOrder ?? '—'}
                  </td>
                  <td data-label="" className="offers-table__actions">
                    <div className="admin-table__actions">
                      {mayChange ? (
                        <button type="button" className="admin-btn" onClick={() => void toggle(offer)} disabled={pending === offer.id} aria-label={`${offer.active ? 'Deactivate' : 'Activate'} "${offer.title}"`}>
                          {offer.active ? 'Deactivate' : 'Activate'}
                        </button>
                      ) : null}
                      <Link to="/admin/offers/$id" params={{ id: String(offer.id) }} className="admin-btn" aria-label={`${mayChange ? 'Edit' : 'View'} "${offer.title}"`}>
                        {mayChange ? 'Edit' : 'View'}
                      </Link>
                      {mayChange ? (
                        <button type="button" className="admin-btn admin-btn--danger" onClick={() => void onDelete(offer)} disabled={pending === offer.id} aria-label={`Delete "${offer.title}"`}>
                          Delete
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}

      <ListPager
        result={page}
        size={query.size}
        sizes={OFFER_PAGE_SIZES}
        defaultSize={DEFAULT_OFFER_PAGE_SIZE}
        noun={{ one: 'offer', many: 'offers' }}
        onChange={(patch) => void navigate({ search: (old) => ({ ...old, ...patch }) })}
      />
    </AdminPage>
  );
}
