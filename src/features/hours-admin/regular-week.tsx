// The regular week: seven days, each switched open or closed with up to three periods (lunch, dinner, a late bar)
// of opening and closing times, saved together (admin.hours.saveRegular). A closing at or before the opening is
// after midnight, and the period says so.
import { useRef, useState, type FormEvent } from 'react';
import { capitalize } from '../../../shared/rules/calendar-names';
import { dayNames, formatPeriods } from '../../../shared/rules/hours';
import { MAX_PERIODS } from '../../../shared/rules/opening-periods';
import type { Lang } from '../../../shared/config/languages';
import type { RegularDay } from '../../../shared/schemas/hours';
import type { DayCode } from '../../../shared/rules/day-codes';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminState } from '../../components/admin/admin-page';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { ReadOnlyScope } from '../../components/admin/read-only';
import { useMay } from '../../components/admin/staff-role';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { AfterMidnight } from './after-midnight';
import { useCopyDay } from './copy-day';
import { useFocusFirstError } from './focus-first-error';
import { ordinalOf } from './period-ordinal';
import {
  addPeriod,
  checkWeek,
  closesAfterMidnight,
  copyDay,
  removePeriod,
  sameWeek,
  setPeriod,
  switchDay,
  toWeekInput,
  weekFieldErrors,
  weekGeneralError,
  weekToForm,
  type PeriodErrors,
  type PeriodValues,
  type WeekDayValues,
} from './week-values';

export function RegularWeek() {
  const saved = trpc.admin.hours.regular.useQuery();
  const t = useAdminT();
  return (
    <section className="hours-section" aria-labelledby="hours-week-title">
      <div className="hours-section__head">
        <h2 id="hours-week-title" className="hours-section__title">
          {t('hours.week.title')}
        </h2>
        <p className="hours-section__hint">{t('hours.week.hint')}</p>
      </div>
      {saved.isPending ? (
        <AdminState kind="loading">{t('hours.week.loading')}</AdminState>
      ) : saved.isError ? (
        <AdminState
          kind="error"
          action={
            <button type="button" className="admin-btn" onClick={() => void saved.refetch()}>
              {t('hours.tryAgain')}
            </button>
          }
        >
          {inAdminLanguage(errorMessage(saved.error, t('hours.week.loadError')))}
        </AdminState>
      ) : (
        <WeekForm saved={saved.data} />
      )}
    </section>
  );
}

function WeekForm({ saved }: { saved: RegularDay[] }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const save = trpc.admin.hours.saveRegular.useMutation();
  const t = useAdminT();
  const lang = useAdminLang();
  // Typed values stay put through a background refetch; a save replaces them with what the server stored.
  const [values, setValues] = useState(() => weekToForm(saved));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  const unchanged = sameWeek(values, saved);
  useUnsavedChanges(!unchanged);
  const errors = weekFieldErrors(fields);
  const general = weekGeneralError(fields);
  // Staff read the week (hours-page.tsx says why it cannot be changed); saving it is for a manager or the owner.
  const mayChange = useMay('manager');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const local = checkWeek(values, t, lang);
    if (Object.keys(local).length) {
      setFields(local);
      focusFirstError();
      return;
    }
    setFields({});
    try {
      const week = await save.mutateAsync(toWeekInput(values));
      utils.admin.hours.regular.setData(undefined, week);
      setValues(weekToForm(week));
      // Guests' hours, if this tab has read them, are stale now.
      await utils.hours.invalidate();
      toast.success(t('hours.week.saved'));
    } catch (error) {
      const { message, fields: refused } = saveFailure(error, t('hours.week.saveFailed'));
      setFields(refused);
      setFailure(message);
      focusFirstError();
    }
  }

  // "Copy to…": the chosen days take this day's hours in the form; the toast says so and that Save keeps them.
  function copied(from: DayCode, to: DayCode[]) {
    setValues((old) => copyDay(old, from, to));
    const names = dayNames(lang);
    const days = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(to.map((day) => names[day]));
    toast.success(t('hours.copy.done', { day: names[from], days }));
  }

  function undo() {
    setValues(weekToForm(saved));
    setFields({});
    setFailure(null);
  }

  return (
    <form ref={form} className="admin-panel hours-week" onSubmit={onSubmit} noValidate aria-labelledby="hours-week-title">
      {general ? (
        <p className="admin-alert" role="alert">
          {general}
        </p>
      ) : null}
      <ReadOnlyScope readOnly={!mayChange}>
        <div className="hours-week__days">
          {values.map((day, index) => (
            <DayRow
              key={day.day}
              day={day}
              lang={lang}
              errors={errors[day.day]}
              onSwitch={(open) => setValues((old) => switchDay(old, index, open))}
              onChange={(period, patch) => setValues((old) => setPeriod(old, index, period, patch))}
              onAdd={() => setValues((old) => addPeriod(old, index))}
              onRemove={(period) => setValues((old) => removePeriod(old, index, period))}
              onCopy={mayChange ? (to) => copied(day.day, to) : undefined}
            />
          ))}
        </div>
      </ReadOnlyScope>
      {mayChange ? (
        <div className="admin-form-actions hours-week__actions">
          <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t('common.saving') : t('hours.week.save')}
          </button>
          <button type="button" className="admin-btn admin-btn--quiet" onClick={undo} disabled={unchanged || save.isPending}>
            {t('hours.undo')}
          </button>
          <p className="hours-week__state" aria-live="polite">
            {unchanged ? null : t('hours.unsaved')}
          </p>
          {failure && !general && Object.keys(errors).length === 0 ? (
            <p className="admin-alert hours-week__failure" role="alert">
              {failure}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

interface DayRowProps {
  day: WeekDayValues;
  lang: Lang;
  /** By period. */
  errors?: PeriodErrors[];
  onSwitch: (open: boolean) => void;
  onChange: (period: number, patch: Partial<PeriodValues>) => void;
  onAdd: () => void;
  onRemove: (period: number) => void;
  /** Copies this day's hours onto others (a manager's; staff read the week). */
  onCopy?: ((to: DayCode[]) => void) | undefined;
}

function DayRow({ day, lang, errors, onSwitch, onChange, onAdd, onRemove, onCopy }: DayRowProps) {
  const t = useAdminT();
  const name = dayNames(lang)[day.day];
  const id = `hours-${day.day.toLowerCase()}`;
  const filled = day.periods.every((period) => period.opens && period.closes);
  // A line may break between two periods, never inside one.
  const summary = !day.open
    ? t('hours.week.closedAllDay')
    : filled
      ? formatPeriods({ opens: null, closes: null, periods: day.periods }, lang).map((period, index) => (
          <span key={index} className="hours-day__period">
            {index > 0 ? ', ' : null}
            {period}
          </span>
        ))
      : t('hours.week.setBoth');
  const many = day.periods.length > 1;
  const addButton = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const copy = useCopyDay({ from: day.day, lang, onCopy: (to) => onCopy?.(to), within: row });

  function remove(period: number) {
    onRemove(period);
    // The removed period's button is gone: the keyboard goes on from the day's "Add a period".
    requestAnimationFrame(() => addButton.current?.focus());
  }

  function add() {
    onAdd();
    // Straight to the new period's first time, as a manager adding lunch would go next.
    requestAnimationFrame(() => document.getElementById(`${id}-${day.periods.length}-opens`)?.focus());
  }

  return (
    <div ref={row} className={`hours-day${day.open ? '' : ' hours-day--closed'}`} role="group" aria-labelledby={`${id}-name`}>
      <div className="hours-day__head">
        <span id={`${id}-name`} className="hours-day__name">
          {capitalize(name)}
        </span>
        {/* A switch named for what it does, its state said by aria-checked; the word beside the track shows the state. */}
        <button type="button" role="switch" className="admin-toggle hours-switch" aria-checked={day.open} aria-label={t('hours.week.openOn', { day: name })} onClick={() => onSwitch(!day.open)}>
          <span className="hours-switch__state" aria-hidden="true">
            {day.open ? t('hours.open') : t('hours.closed')}
          </span>
        </button>
      </div>
      <div className="hours-day__periods">
        {day.periods.map((period, index) => {
          // The first period keeps the plain names ("Monday opens"); the others say which ("Friday opens, 2nd period").
          const ordinal = ordinalOf(index, t);
          const which = index === 0 ? '' : t('hours.week.periodSuffix', { ordinal });
          const base = index === 0 ? id : `${id}-${index}`;
          const late = day.open && closesAfterMidnight(period);
          return (
            <div key={index} className={`hours-period${many ? ' hours-period--many' : ''}`}>
              <TimeField
                id={`${base}-opens`}
                day={name}
                label={t('hours.opens')}
                which={which}
                value={day.open ? period.opens : ''}
                disabled={!day.open}
                error={errors?.[index]?.opens}
                onChange={(opens) => onChange(index, { opens })}
              />
              <TimeField
                id={`${base}-closes`}
                day={name}
                label={t('hours.closes')}
                which={which}
                value={day.open ? period.closes : ''}
                disabled={!day.open}
                error={errors?.[index]?.closes}
                hintId={late ? `${base}-late` : undefined}
                onChange={(closes) => onChange(index, { closes })}
              />
              {many && day.open ? (
                <button type="button" className="admin-btn admin-btn--quiet hours-period__remove" onClick={() => remove(index)} aria-label={t('hours.week.removePeriod', { day: name, ordinal })}>
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
              {late ? (
                <p className="hours-period__late">
                  <AfterMidnight id={`${base}-late`} />
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="hours-day__foot">
        <p className="hours-day__summary">
          <span className={day.open ? undefined : 'hours-day__muted'}>{summary}</span>
        </p>
        {day.open && day.periods.length < MAX_PERIODS ? (
          <button ref={addButton} type="button" className="admin-btn admin-btn--quiet hours-day__add" onClick={add}>
            {t('hours.addPeriod')}
            <span className="visually-hidden">{t('hours.week.addPeriodOn', { day: name })}</span>
          </button>
        ) : null}
        {onCopy ? copy.button : null}
      </div>
      {onCopy ? copy.chooser : null}
    </div>
  );
}

interface TimeFieldProps {
  id: string;
  /** The day's name, said before the visible label: "Monday opens", "lunes Apertura". */
  day: string;
  label: string;
  /** Which period, said after the label (", 2nd period"); empty for the first. */
  which: string;
  value: string;
  disabled: boolean;
  error?: string;
  hintId?: string;
  onChange: (value: string) => void;
}

function TimeField({ id, day, label, which, value, disabled, error, hintId, onChange }: TimeFieldProps) {
  const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field hours-time${error ? ' admin-field--invalid' : ''}`}>
      <label htmlFor={id}>
        <span className="visually-hidden">{day} </span>
        {label}
        {which ? <span className="visually-hidden">{which}</span> : null}
      </label>
      <input id={id} type="time" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
