// The regular week: seven days, each switched Open or off with its opening and closing times, saved together
// (admin.hours.saveRegular). A closing at or before the opening is after midnight, and the row says so.
import { useRef, useState, type FormEvent } from 'react';
import { DAY_NAMES, formatOpeningHours } from '../../../shared/rules/hours';
import type { RegularDay } from '../../../shared/schemas/hours';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminState } from '../admin/ui/admin-page';
import { saveFailure } from '../admin/ui/form-errors';
import { useToast } from '../admin/ui/toasts';
import { useUnsavedChanges } from '../admin/ui/use-unsaved-changes';
import { AfterMidnight } from './after-midnight';
import { useFocusFirstError } from './focus-first-error';
import { checkWeek, closesAfterMidnight, sameWeek, switchDay, toWeekInput, weekFieldErrors, weekGeneralError, weekToForm, type WeekDayValues } from './week-values';

export function RegularWeek() {
  const saved = trpc.admin.hours.regular.useQuery();
  return (
    <section className="hours-section" aria-labelledby="hours-week-title">
      <div className="hours-section__head">
        <h2 id="hours-week-title" className="hours-section__title">
          Regular week
        </h2>
        <p className="hours-section__hint">The hours guests see every week, unless a special date below says otherwise. Times are the bar&apos;s local time.</p>
      </div>
      {saved.isPending ? (
        <AdminState kind="loading">Loading the regular week…</AdminState>
      ) : saved.isError ? (
        <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void saved.refetch()}>Try again</button>}>
          {errorMessage(saved.error, 'Failed to load the regular week')}
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

  const update = (index: number, patch: Partial<WeekDayValues>) => setValues((old) => old.map((day, at) => (at === index ? { ...day, ...patch } : day)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const local = checkWeek(values);
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
      toast.success('Regular week saved.');
    } catch (error) {
      const { message, fields: refused } = saveFailure(error, 'Could not save the regular week.');
      setFields(refused);
      setFailure(message);
      focusFirstError();
    }
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
      <div className="hours-week__days">
        {values.map((day, index) => (
          <DayRow key={day.day} day={day} errors={errors[day.day]} onSwitch={(open) => setValues((old) => switchDay(old, index, open))} onChange={(patch) => update(index, patch)} />
        ))}
      </div>
      <div className="admin-form-actions hours-week__actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save week'}
        </button>
        <button type="button" className="admin-btn admin-btn--quiet" onClick={undo} disabled={unchanged || save.isPending}>
          Undo
        </button>
        <p className="hours-week__state" aria-live="polite">
          {unchanged ? null : 'Unsaved changes'}
        </p>
        {failure && !general && Object.keys(errors).length === 0 ? (
          <p className="admin-alert hours-week__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}

interface DayRowProps {
  day: WeekDayValues;
  errors?: { opens?: string; closes?: string };
  onSwitch: (open: boolean) => void;
  onChange: (patch: Partial<WeekDayValues>) => void;
}

function DayRow({ day, errors, onSwitch, onChange }: DayRowProps) {
  const name = DAY_NAMES[day.day];
  const id = `hours-${day.day.toLowerCase()}`;
  const late = closesAfterMidnight(day);
  const summary = !day.open ? 'Closed all day' : day.opens && day.closes ? formatOpeningHours({ opens: day.opens, closes: day.closes }) : 'Set both times';
  return (
    <div className={`hours-day${day.open ? '' : ' hours-day--closed'}`} role="group" aria-labelledby={`${id}-name`}>
      <div className="hours-day__head">
        <span id={`${id}-name`} className="hours-day__name">
          {name}
        </span>
        <button type="button" className="admin-toggle hours-day__switch" aria-pressed={day.open} onClick={() => onSwitch(!day.open)}>
          Open<span className="visually-hidden"> on {name}</span>
        </button>
      </div>
      <TimeField id={`${id}-opens`} day={name} label="Opens" value={day.open ? day.opens : ''} disabled={!day.open} error={errors?.opens} onChange={(opens) => onChange({ opens })} />
      <TimeField
        id={`${id}-closes`}
        day={name}
        label="Closes"
        value={day.open ? day.closes : ''}
        disabled={!day.open}
        error={errors?.closes}
        hintId={late ? `${id}-late` : undefined}
        onChange={(closes) => onChange({ closes })}
      />
      <p className="hours-day__summary">
        <span className={day.open ? undefined : 'hours-day__muted'}>{summary}</span>
        {late ? (
<AfterMidnight id={`${id}-late`} />
        ) : null}
      </p>
    </div>
  );
}

interface TimeFieldProps {
  id: string;
  /** The day's name, said before the visible label: "Monday opens". */
  day: string;
  label: string;
  value: string;
  disabled: boolean;
  error?: string;
  hintId?: string;
  onChange: (value: string) => void;
}

function TimeField({ id, day, label, value, disabled, error, hintId, onChange }: TimeFieldProps) {
  const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field hours-time${error ? ' admin-field--invalid' : ''}`}>
      <label htmlFor={id}>
        <span className="visually-hidden">{day} </span>
        {label}
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
