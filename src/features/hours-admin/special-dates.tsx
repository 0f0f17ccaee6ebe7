// Special dates: the upcoming ones (the bar's today through a year) with Edit and Remove, consecutive dates that say
// the same in one row ("Dec 24–Jan 2 · Closed · Holidays"), and the form that adds one or a range, or changes one.
// The API upserts by date, so the form says when a date it is given already has special hours.
import { useMemo, useRef, useState } from 'react';
import { TRANSLATION_LANGUAGES, languageOf, type Lang } from '../../../shared/config/languages';
import { capitalize } from '../../../shared/rules/calendar-names';
import { addDays } from '../../../shared/rules/dates';
import { closesNextDay, periodsOf } from '../../../shared/rules/opening-periods';
import { specialRuns, type SpecialRun } from '../../../shared/rules/special-notices';
import { translationOf } from '../../../shared/rules/translations';
import type { AdminSpecialDate } from '../../../shared/schemas/hours';
import { useBarToday } from '../../lib/bar-time';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminState } from '../../components/admin/admin-page';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { useMay } from '../../components/admin/staff-role';
import { useToast } from '../../components/admin/toasts';
import { liveListOptions } from '../../components/admin/live-list';
import { inAdminLanguage } from '../../components/admin/form-errors';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { adminPluralKey } from '../../i18n/admin-plural';
import { languageName } from '../../i18n/language-name';
import { dayRelation } from '../../lib/day-labels';
import { AfterMidnight } from './after-midnight';
import { SpecialDateForm, type SavedSpecial } from './special-date-form';
import { adminSpecialRuns, specialHours, specialMissingTranslations, specialName, specialWhen } from './special-date-values';

type Run = SpecialRun<AdminSpecialDate>;

/** How far ahead admin.hours.special lists by default (the server's year from today). */
const LISTED_DAYS = 365;

export function SpecialDates() {
  const list = trpc.admin.hours.special.useQuery(undefined, liveListOptions);
  const today = useBarToday()?.date;
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const remove = trpc.admin.hours.deleteSpecial.useMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<Run | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  // Staff read the special dates; adding, changing and removing them is for a manager or the owner.
  const mayChange = useMay('manager');
  const t = useAdminT();
  const lang = useAdminLang();
  const dates = list.data;
  const runs = useMemo(() => (dates ? adminSpecialRuns(specialRuns(dates)) : undefined), [dates]);
  // Without the server's today yet, dates read without a year where it is needed; the list waits for it.
  const day = today ?? '';

  async function refresh() {
    await Promise.all([utils.admin.hours.special.invalidate(), utils.hours.invalidate()]);
  }

  async function onRemove(run: Run) {
    const name = specialName(run.first, day, lang, run.to);
    const count = run.days.length;
    const detail = t(adminPluralKey(lang, 'hours.special.removeDetail', count), { count });
    if (!(await confirm({ message: t('hours.special.confirmRemove', { name }), detail, confirmLabel: t('hours.special.remove'), danger: true }))) return;
    setBusy(run.first.id);
    try {
      // One call per date (the API removes by record); a failure part-way leaves the rest listed, and says so.
      for (const special of run.days) await remove.mutateAsync({ id: special.id });
      if (editing?.first.id === run.first.id) setEditing(null);
      await refresh();
      toast.success(t(adminPluralKey(lang, 'hours.special.removed', count), { name }));
      heading.current?.focus();
    } catch (error) {
      await refresh();
      toast.error(inAdminLanguage(errorMessage(error, t('hours.special.removeFailed', { name }))));
    } finally {
      setBusy(null);
    }
  }

  async function onSaved({ records, created }: SavedSpecial) {
    await refresh();
    const first = records[0]!;
    const name = specialName(first, day, lang, records[records.length - 1]!.date);
    toast.success(t(created ? 'hours.special.added' : 'hours.special.updated', { name }));
    const wasEditing = editing !== null;
    setEditing(null);
    // Back to the row that was edited; after an add the form stays ready for the next date.
    if (wasEditing) requestAnimationFrame(() => editButtons.current.get(first.id)?.focus());
  }

  function onCancelEdit() {
    const id = editing?.first.id;
    setEditing(null);
    if (id !== undefined) requestAnimationFrame(() => editButtons.current.get(id)?.focus());
  }

  return (
    <section className="hours-section" aria-labelledby="hours-special-title">
      <div className="hours-section__head">
        <h2 id="hours-special-title" className="hours-section__title" tabIndex={-1} ref={heading}>
          {t('hours.special.title')}
        </h2>
        <p className="hours-section__hint">{t('hours.special.hint')}</p>
      </div>
      <div className={mayChange ? 'hours-special' : 'hours-special hours-special--read-only'}>
        <div className="hours-special__list">
          {list.isPending || !today ? (
            <AdminState kind="loading">{t('hours.special.loading')}</AdminState>
          ) : list.isError ? (
            <AdminState
              kind="error"
              action={
                <button type="button" className="admin-btn" onClick={() => void list.refetch()}>
                  {t('hours.tryAgain')}
                </button>
              }
            >
              {inAdminLanguage(errorMessage(list.error, t('hours.special.loadError')))}
            </AdminState>
          ) : runs && runs.length === 0 ? (
            <AdminState kind="empty">{t('hours.special.empty')}</AdminState>
          ) : runs ? (
            <>
              {/* Each listed row (a run of dates says one note) whose note guests read in English for want of a translation. */}
              <MissingTranslations count={runs.reduce((sum, run) => sum + specialMissingTranslations(run.first), 0)} className="hours-special__missing" />
              <table className="admin-table hours-table" aria-label={t('hours.special.table')} aria-busy={list.isFetching}>
                <thead>
                  <tr>
                    <th scope="col">{t('hours.special.date')}</th>
                    <th scope="col">{t('hours.special.hours')}</th>
                    <th scope="col">{t('hours.special.note')}</th>
                    {mayChange ? (
                      <th scope="col">
                        <span className="visually-hidden">{t('hours.special.actions')}</span>
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {runs.map((run) => {
                    const special = run.first;
                    const name = specialName(special, today, lang, run.to);
                    const relation = dayRelation(special.date, today);
                    return (
                      <tr key={special.id} className={editing?.first.id === special.id ? 'hours-table__editing' : undefined}>
                        <td data-label="">
                          <span className="admin-table__title">{capitalize(specialWhen(run.from, run.to, today, lang))}</span>
                          {run.days.length > 1 ? <span className="hours-table__days">{t(adminPluralKey(lang, 'hours.special.days', run.days.length), { count: run.days.length })}</span> : null}
                          {relation === 'today' || relation === 'tomorrow' ? (
                            <span className="admin-badge admin-badge--new hours-table__when">{relation === 'today' ? t('hours.today') : t('hours.tomorrow')}</span>
                          ) : null}
                        </td>
                        <td data-label={t('hours.special.hours')}>
                          {special.closed ? (
                            <span className="admin-badge hours-badge--closed">{t('hours.closed')}</span>
                          ) : (
                            <span className="hours-table__hours">
                              {specialHours(special, t, lang)}
                              {periodsOf(special).some((period) => closesNextDay(period.opens, period.closes)) ? (
                                <AfterMidnight compact />
                              ) : null}
                            </span>
                          )}
                        </td>
                        <td data-label={t('hours.special.note')}>
                          {special.note ?? <span className="admin-table__muted">—</span>}
                          {special.note ? <NoteTranslations special={special} /> : null}
                        </td>
                        {mayChange ? (
                          <td data-label="">
                            <div className="admin-table__actions">
                              <button
                                type="button"
                                className="admin-btn"
                                ref={(node) => {
                                  if (node) editButtons.current.set(special.id, node);
                                  else editButtons.current.delete(special.id);
                                }}
                                onClick={() => setEditing(run)}
                                aria-label={t('hours.special.editName', { name })}
                              >
                                {t('hours.special.edit')}
                              </button>
                              <button type="button" className="admin-btn admin-btn--danger" onClick={() => void onRemove(run)} disabled={busy === special.id} aria-label={t('hours.special.removeName', { name })}>
                                {t('hours.special.remove')}
                              </button>
                            </div>
                          </td>
                        ) : null}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </>
          ) : null}
        </div>
        {mayChange ? (
          <SpecialDateForm key={editing?.first.id ?? 'new'} editing={editing} today={today} listed={dates} listedUntil={today ? addDays(today, LISTED_DAYS) : undefined} onSaved={onSaved} onCancel={onCancelEdit} />
        ) : null}
      </div>
    </section>
  );
}

/** Under a note in the list, per translation language: the note in it, or that guests read the English there. */
function NoteTranslations({ special }: { special: AdminSpecialDate }) {
  const t = useAdminT();
  const lang = useAdminLang();
  return TRANSLATION_LANGUAGES.map((language: Lang) => {
    const translated = translationOf(special.translations, language, 'note').trim();
    return translated ? (
      <span key={language} className="hours-table__translation">
        <span className="visually-hidden">{languageOf(language).name}: </span>
        <span lang={language}>{translated}</span>
      </span>
    ) : (
      <span key={language} className="hours-table__translation hours-table__translation--missing">
        {t('hours.special.missing', { language: languageName(language, lang) })}
      </span>
    );
  });
}
