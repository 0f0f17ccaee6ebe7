// Adding a special date, or changing one picked in the list: the date (from the bar's today on), Closed or
// Changed hours, the times, and a short note guests see. The server upserts by date and refuses a past one.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SPECIAL_NOTE_MAX, type SpecialDate } from '../../../shared/schemas/hours';
import { trpc } from '../../lib/trpc';
import { Field } from '../admin/ui/field';
import { saveFailure } from '../admin/ui/form-errors';
import { hasChanges } from '../admin/ui/has-changes';
import { useUnsavedChanges } from '../admin/ui/use-unsaved-changes';
import { formatDay } from '../highlights-admin/highlight-days';
import { AfterMidnight } from './after-midnight';
import { useFocusFirstError } from './focus-first-error';
import { closesAfterMidnight } from './week-values';
import { NEW_SPECIAL, specialHours, specialName, specialToForm, toSpecialInput, type SpecialFormValues, type SpecialKind } from './special-date-values';

export interface SavedSpecial {
  special: SpecialDate;
  /** False when the date had special hours already (the save replaced them). */
  created: boolean;
}

interface SpecialDateFormProps {
  /** The listed date being changed, or null to add one. */
  editing: SpecialDate | null;
  /** The bar's today (YYYY-MM-DD), once the server has said. */
  today: string | undefined;
  /** The dates the list shows, and the last date it reaches: a date past it may have special hours unlisted. */
  listed: ReadonlyArray<SpecialDate> | undefined;
  listedUntil: string | undefined;
  onSaved: (saved: SavedSpecial) => Promise<void>;
  onCancel: () => void;
}

const KINDS: ReadonlyArray<{ kind: SpecialKind; label: string }> = [
  { kind: 'closed', label: 'Closed' },
  { kind: 'changed', label: 'Changed hours' },
];

export function SpecialDateForm({ editing, today, listed, listedUntil, onSaved, onCancel }: SpecialDateFormProps) {
  const id = useId();
  const utils = trpc.useUtils();
  const save = trpc.admin.hours.saveSpecial.useMutation();
  const [values, setValues] = useState<SpecialFormValues>(() => (editing ? specialToForm(editing) : NEW_SPECIAL));
  useUnsavedChanges(hasChanges(editing ? specialToForm(editing) : NEW_SPECIAL, values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  const title = useRef<HTMLHeadingElement>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof SpecialFormValues>(key: K, value: SpecialFormValues[K]) => setValues((old) => ({ ...old, [key]: value }));

  // Picking a row to edit brings the form to the keyboard and the eye (the form is keyed by the row).
  useEffect(() => {
    if (editing) title.current?.focus();
  }, [editing]);

  const day = today ?? '';
  // Adding a date that already has special hours replaces them: said before saving, not after.
  const existing = !editing && values.date ? listed?.find((special) => special.date === values.date) : undefined;
  const late = values.kind === 'changed' && closesAfterMidnight({ open: true, opens: values.opens, closes: values.closes });

  async function hadSpecialHours(date: string): Promise<boolean> {
    if (editing || existing) return true;
    if (!listedUntil || date <= listedUntil) return false;
    // Past the list's year: ask for that one date.
    return (await utils.admin.hours.special.fetch({ from: date, to: date })).length > 0;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    try {
      const input = toSpecialInput(values);
      const replaced = input.date && input.date >= day ? await hadSpecialHours(input.date) : false;
      const special = await save.mutateAsync(input);
      await onSaved({ special, created: !replaced });
      setValues(NEW_SPECIAL);
      if (!editing) dateInput.current?.focus();
    } catch (error) {
      const { message, fields } = saveFailure(error, 'Could not save the special date.');
      setErrors(fields);
      setFailure(fields.date || fields.opens || fields.closes || fields.note ? null : message);
      focusFirstError();
    }
  }

  const heading = editing ? `Edit ${specialName(editing, day)}` : 'Add a special date';
  return (
    <form ref={form} className="admin-panel hours-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="hours-form__title" tabIndex={-1} ref={title}>
        {heading}
      </h3>
      <Field
        label="Date"
        error={errors.date}
        hint={
          editing
            ? 'To move it to another date, remove it and add that date.'
            : existing
              ? `${formatDay(existing.date, day)} already has special hours (${[specialHours(existing), existing.note].filter(Boolean).join(' · ')}): saving replaces them.`
              : 'Today or later, on the bar’s calendar.'
        }
      >
        {(control) => <input {...control} ref={dateInput} type="date" min={today} value={values.date} readOnly={!!editing} onChange={(event) => set('date', event.target.value)} />}
      </Field>

      <fieldset className="segmented">
        <legend className="segmented__legend">That day</legend>
        <div className="segmented__options">
          {KINDS.map(({ kind, label }) => (
            <label key={kind} className="segmented__option">
              <input type="radio" name={`${id}-kind`} value={kind} checked={values.kind === kind} onChange={() => set('kind', kind)} />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {values.kind === 'changed' ? (
        <div className="hours-form__times">
          <Field label="Opens" error={errors.opens}>
            {(control) => <input {...control} type="time" value={values.opens} onChange={(event) => set('opens', event.target.value)} />}
          </Field>
          <Field label="Closes" error={errors.closes}>
            {(control) => (
              <input
                {...control}
                aria-describedby={[control['aria-describedby'], late ? `${id}-late` : null].filter(Boolean).join(' ') || undefined}
                type="time"
                value={values.closes}
                onChange={(event) => set('closes', event.target.value)}
              />
            )}
          </Field>
          {/* Under both times, where it has room to be read in one line. */}
          {late ? (
            <p className="hours-form__late">
              <AfterMidnight id={`${id}-late`} />
            </p>
          ) : null}
        </div>
      ) : null}

      <Field label="Note" error={errors.note} hint={<NoteHint length={values.note.length} />}>
        {(control) => <textarea {...control} rows={2} maxLength={SPECIAL_NOTE_MAX} value={values.note} onChange={(event) => set('note', event.target.value)} />}
      </Field>

      <div className="hours-form__actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : editing ? 'Save changes' : existing ? 'Update special date' : 'Add special date'}
        </button>
        {editing ? (
          <button type="button" className="admin-btn" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      {failure ? (
        <p className="admin-alert" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

/** What the note is for, and how much of it is used ("12/120"). */
function NoteHint({ length }: { length: number }) {
  return (
    <span className="hours-note-hint">
      <span>What guests read beside the hours, e.g. “Thanksgiving”.</span>
      <span className="hours-note-hint__count">
        {length}/{SPECIAL_NOTE_MAX}
        <span className="visually-hidden"> characters</span>
      </span>
    </span>
  );
}
