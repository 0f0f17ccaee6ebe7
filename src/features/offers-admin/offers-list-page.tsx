// /admin/offers: search, page through, activate or deactivate, and delete the home page's hero offers.
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { DEFAULT_OFFER_PAGE_SIZE, OFFER_PAGE_SIZES } from '../../../shared/rules/admin-lists';
import { capitalize } from '../../../shared/rules/calendar-names';
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
import { inAdminLanguage } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { OFFER_STATUS_LABELS, offerSchedule, offerStatusText } from './offer-schedule';
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
  const t = useAdminT();
  const lang = useAdminLang();

  // Typing searches after a short pause; a new search starts again at the first page.
  const typed = text.trim();
  useApplyAfterPause(typed === (search.q ?? '') ? null : typed, (q) => void navigate({ search: (old) => ({ ...old, q: q || undefined, page: undefined }), replace: true }), SEARCH_DELAY_MS);

  async function toggle(offer: OfferDto) {
    setPending(offer.id);
    try {
      await setActive.mutateAsync({ id: offer.id, value: !offer.active });
      // The row changes once the server has agreed, not before.
      utils.admin.offers.list.setData(query, (page) => page && { ...page, content: page.content.map((row) => (row.id === offer.id ? { ...row, active: !offer.active } : row)) });
      toast.success(t(offer.active ? 'offers.deactivated' : 'offers.activated', { title: offer.title }));
    } catch (error) {
      toast.error(inAdminLanguage(errorMessage(error, t(offer.active ? 'offers.deactivateFailed' : 'offers.activateFailed', { title: offer.title }))));
    } finally {
      setPending(null);
    }
  }

  async function onDelete(offer: OfferDto) {
    if (!(await confirm({ message: t('offers.confirmDelete', { title: offer.title }), confirmLabel: t('offers.delete'), danger: true }))) return;
    setPending(offer.id);
    try {
      await remove.mutateAsync({ id: offer.id });
      toast.success(t('offers.deleted', { title: offer.title }));
      const page = list.data;
      // The last row of a later page: step back, so the list is not left empty.
      if (page && page.content.length === 1 && query.page > 0) await navigate({ search: (old) => ({ ...old, page: query.page - 1 || undefined }) });
      await utils.admin.offers.list.invalidate();
    } catch (error) {
      toast.error(inAdminLanguage(errorMessage(error, t('offers.deleteFailed', { title: offer.title }))));
    } finally {
      setPending(null);
    }
  }

  const page = list.data;
  return (
    <AdminPage
      title={t('offers.title')}
      lead={t('offers.lead', { showing: t(OFFER_STATUS_LABELS.showing), scheduled: t(OFFER_STATUS_LABELS.scheduled), ended: t(OFFER_STATUS_LABELS.ended), off: t(OFFER_STATUS_LABELS.off) })}
      actions={
        mayChange ? (
          <Link to="/admin/offers/new" className="admin-btn admin-btn--primary">
            {t('offers.new')}
          </Link>
        ) : null
      }
    >
      <div className="admin-toolbar" role="search">
        <div className="admin-field">
          <label htmlFor={searchId}>{t('offers.search')}</label>
          <input id={searchId} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('offers.searchPlaceholder')} />
        </div>
      </div>

      {list.isPending ? (
        <AdminState kind="loading">{t('offers.loading')}</AdminState>
      ) : list.isError ? (
        <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void list.refetch()}>{t('offers.retry')}</button>}>
          {inAdminLanguage(errorMessage(list.error, t('offers.loadError')))}
        </AdminState>
      ) : page && page.content.length === 0 ? (
        <AdminState kind="empty">{t('offers.empty')}</AdminState>
      ) : page ? (
        <table className="admin-table offers-table" aria-label={t('offers.title')} aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('offers.col.photo')}</th>
              <th scope="col">{t('offers.col.offer')}</th>
              <th scope="col">{t('offers.col.when')}</th>
              <th scope="col">{t('offers.col.status')}</th>
              <th scope="col">{t('offers.col.order')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('offers.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((offer) => {
              const when = offerSchedule(offer, t, lang, today);
              const status = today ? offerStatusText(offerStatus(offer, today), offer.daysOfWeek, today, t, lang) : null;
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
                  <td data-label={t('offers.col.when')} className="offers-table__when">
                    <span className="offers-when__days">{capitalize(when.days)}</span>
                    {when.range ? <span className="offers-when__range">{when.range}</span> : null}
                  </td>
                  <td data-label={t('offers.col.status')} className="offers-table__status">
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
                      <span className="admin-table__muted">{t(offer.active ? 'offers.status.on' : 'offers.status.off')}</span>
                    )}
                  </td>
                  <td data-label={t('offers.col.order')} className="offers-table__order">
                    {offer.displayOrder ?? '—'}
                  </td>
                  <td data-label="" className="offers-table__actions">
                    <div className="admin-table__actions">
                      {mayChange ? (
                        <button type="button" className="admin-btn" onClick={() => void toggle(offer)} disabled={pending === offer.id} aria-label={t(offer.active ? 'offers.deactivateWho' : 'offers.activateWho', { title: offer.title })}>
                          {t(offer.active ? 'offers.deactivate' : 'offers.activate')}
                        </button>
                      ) : null}
                      <Link to="/admin/offers/$id" params={{ id: String(offer.id) }} className="admin-btn" aria-label={t(mayChange ? 'offers.editWho' : 'offers.viewWho', { title: offer.title })}>
                        {t(mayChange ? 'offers.edit' : 'offers.view')}
                      </Link>
                      {mayChange ? (
                        <button type="button" className="admin-btn admin-btn--danger" onClick={() => void onDelete(offer)} disabled={pending === offer.id} aria-label={t('offers.deleteWho', { title: offer.title })}>
                          {t('offers.delete')}
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
        noun={{ one: t('offers.noun.one'), many: t('offers.noun.other') }}
        onChange={(patch) => void navigate({ search: (old) => ({ ...old, ...patch }) })}
      />
    </AdminPage>
  );
}
