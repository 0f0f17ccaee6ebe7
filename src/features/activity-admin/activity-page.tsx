// /admin/activity: who changed what, newest first, grouped by the bar's day; filter by person and by kind; paged.
// Each sentence opens its record when the record still exists.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { ACTIVITY_ENTITIES, isActivityEntity } from '../../../shared/rules/activity-kinds';
import { ACTIVITY_ENTITY_LABELS } from './activity-labels';
import type { ActivityScreenEntry } from '../../../shared/schemas/activity';
import { useBarToday } from '../../lib/bar-time';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { inAdminLanguage } from '../../components/admin/form-errors';
import { liveListOptions } from '../../components/admin/live-list';
import { ListPager } from '../../components/admin/pager';
import { ActivityLink } from './activity-link';
import { ACTIVITY_PAGE_SIZES, DEFAULT_ACTIVITY_PAGE_SIZE, type ActivitySearch } from './activity-search';
import { dayHeading, entryTime, groupByDay } from './activity-time';
import './activity-admin.css';

const routeApi = getRouteApi('/admin/_authed/activity');

export function ActivityPage() {
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/admin/activity' });
  const query = { actor: search.actor, entity: search.entity, page: search.page ?? 0, size: search.size ?? DEFAULT_ACTIVITY_PAGE_SIZE };
  const list = trpc.admin.activity.list.useQuery(query, { ...liveListOptions, staleTime: 0 });
  const people = trpc.admin.activity.people.useQuery(undefined, { staleTime: 60_000 });
  const today = useBarToday();
  const personId = useId();
  const kindId = useId();
  const t = useAdminT();
  const lang = useAdminLang();

  function filter(patch: Pick<ActivitySearch, 'actor' | 'entity'>) {
    void navigate({ search: (old) => ({ ...old, ...patch, page: undefined }) });
  }

  const page = list.data;
  const filtered = search.actor !== undefined || search.entity !== undefined;
  return (
    <AdminPage title={t('activity.title')} lead={t('activity.lead')}>
      <div className="admin-toolbar activity-toolbar">
        <div className="admin-field">
          <label htmlFor={personId}>{t('activity.person')}</label>
          <select id={personId} value={search.actor ?? ''} onChange={(event) => filter({ actor: event.target.value ? Number(event.target.value) : undefined })}>
            <option value="">{t('activity.everyone')}</option>
            {people.data?.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
            {/* A person named in the address before the list has come (or no longer in it) stays selectable. */}
            {search.actor !== undefined && !people.data?.some((person) => person.id === search.actor) ? <option value={search.actor}>{t('activity.personNumber', { id: search.actor })}</option> : null}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={kindId}>{t('activity.kind')}</label>
          <select id={kindId} value={search.entity ?? ''} onChange={(event) => filter({ entity: isActivityEntity(event.target.value) ? event.target.value : undefined })}>
            <option value="">{t('activity.everything')}</option>
            {ACTIVITY_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {t(ACTIVITY_ENTITY_LABELS[entity])}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.isPending || !today ? (
        <AdminState kind="loading">{t('activity.loading')}</AdminState>
      ) : list.isError ? (
        <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void list.refetch()}>{t('activity.tryAgain')}</button>}>
          {inAdminLanguage(errorMessage(list.error, t('activity.loadError')))}
        </AdminState>
      ) : page && page.content.length === 0 ? (
        <AdminState kind="empty">{t(filtered ? 'activity.emptyFiltered' : 'activity.empty')}</AdminState>
      ) : page ? (
        <div className="activity-days" aria-busy={list.isFetching}>
          {groupByDay(page.content, today.timeZone).map((day) => (
            <section key={day.date} className="activity-day" aria-labelledby={`activity-day-${day.date}`}>
              <h2 id={`activity-day-${day.date}`} className="activity-day__title">
                {dayHeading(day.date, today.date, t, lang)}
              </h2>
              <ol className="activity-list">
                {day.entries.map((entry) => (
                  <ActivityRow key={entry.id} entry={entry} />
                ))}
              </ol>
            </section>
          ))}
        </div>
      ) : null}

      <ListPager
        result={page}
        size={query.size}
        sizes={ACTIVITY_PAGE_SIZES}
        defaultSize={DEFAULT_ACTIVITY_PAGE_SIZE}
        noun={{ one: t('activity.noun.one'), many: t('activity.noun.other') }}
        onChange={(patch) => void navigate({ search: (old) => ({ ...old, ...patch }) })}
      />
    </AdminPage>
  );
}

function ActivityRow({ entry }: { entry: ActivityScreenEntry & { time: string } }) {
  const t = useAdminT();
  const lang = useAdminLang();
  return (
    <li className={`activity-entry${entry.recordExists ? ' activity-entry--linked' : ''}`}>
      <time className="activity-entry__time" dateTime={entry.at}>
        {entryTime(entry.time, lang)}
      </time>
      <span className="activity-entry__who">{entry.actor?.name ?? t('activity.nobody')}</span>
      <ActivityLink entry={entry} className="activity-entry__summary">
        {entry.summary}
      </ActivityLink>
    </li>
  );
}
