// /admin/highlights: plan the home page's "menu highlights" day by day. The day (?date=, or the bar's today as the
// server reckons it) shows what the home page will show, its schedule with reordering, tools to add dishes and copy
// the plan to other days; below, the standing highlights that show on days without a plan.
import { getRouteApi } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { useAdminT } from '../../i18n/admin-language';
import { inAdminLanguage } from '../../components/admin/form-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { AddDishes } from './add-dishes';
import { liveListOptions } from '../../components/admin/live-list';
import { CopyDay } from './copy-day';
import { DayBar } from './day-bar';
import { DayPreview } from './day-preview';
import { DaySchedule } from './day-schedule';
import { StandingHighlights } from './standing-highlights';
import './highlights-admin.css';

const routeApi = getRouteApi('/admin/_authed/highlights');

export function HighlightsPage() {
  const t = useAdminT();
  const search = routeApi.useSearch();
  const day = trpc.admin.highlights.day.useQuery(search.date ? { date: search.date } : {}, liveListOptions);
  // While another day loads, the last one stays on screen, dimmed and out of reach, so nothing acts on the wrong day.
  const stale = day.isPlaceholderData;
  const data = day.data;
  const date = search.date ?? (stale ? undefined : data?.date);

  return (
    <AdminPage title={t('title.highlights')} lead={t('highlights.lead')}>
      <DayBar date={date} today={data?.today} />
      {data ? (
        <div className={`hl-day${stale ? ' hl-day--stale' : ''}`} inert={stale} aria-busy={stale}>
          {day.isError ? (
            <p className="admin-field__error" role="alert">
              {inAdminLanguage(errorMessage(day.error, t('highlights.loadError')))}
            </p>
          ) : null}
          {/* The day's plan and its tools first (the work, within reach of a thumb on a phone), then the home page's
              carousel as it will show them. */}
          <DaySchedule day={data} />
          <div className="hl-day__tools">
            <AddDishes key={`add-${data.date}`} day={data} />
            <CopyDay key={`copy-${data.date}`} day={data} />
          </div>
          <DayPreview day={data} />
        </div>
      ) : day.isError ? (
        <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void day.refetch()}>{t('highlights.tryAgain')}</button>}>
          {inAdminLanguage(errorMessage(day.error, t('highlights.loadError')))}
        </AdminState>
      ) : (
        <AdminState kind="loading">{t('highlights.loading')}</AdminState>
      )}
      <StandingHighlights />
    </AdminPage>
  );
}
