// Adding a special date or a run of them (a closure Dec 24–Jan 2), or changing one picked in the list: the dates
// (from the bar's today on; "To" is optional), Closed or Changed hours, the periods, and a short note guests see. The
// server upserts by date, every date of the range alike, and refuses a past one.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { capitalize } from '../../../shared/rules/calendar-names';
import { addDays } from '../../../shared/rules/dates';
import { MAX_PERIODS } from '../../../shared/rules/opening-periods';
import type { SpecialRun } from '../../../shared/rules/special-notices';
import { SPECIAL_NOTE_MAX, SPECIAL_RANGE_MAX_DAYS, type AdminSpecialDate } from '../../../shared/schemas/hours';
import { trpc } from '../../lib/trpc';
import { Field } from '../../components/admin/field';
import { saveFailure } from '../../components/admin/form-errors';
import { hasChanges } from '../../components/admin/has-changes';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { TranslatedField } from '../../components/admin/translated-field';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { formatDay } from '../../lib/day-labels';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import { AfterMidnight } from './after-midnight';
import { useFocusFirstError } from './focus-first-error';
import { ordinalOf } from './period-ordinal';
import { closesAfterMidnight } from './week-values';
import { NEW_SPECIAL, specialHours, specialMissingTranslations, specialName, specialToForm, toSpecialInput, type SpecialFormValues, type SpecialKind } from './special-date-values';
import type { PeriodValues } from './week-values';
import { untranslatedInSave, useUntranslatedPrompt } from '../../components/admin/untranslated-prompt';

export interface SavedSpecial {
  /** The saved records, by date: one, or each date of the range. */
  records: AdminSpecialDate[];
  /** False when a date had special hours already (the save replaced them). */
  created: boolean;
}

interface SpecialDateFormProps {
  /** The listed date (or run of dates) being changed, or null to add one. */
  editing: SpecialRun<AdminSpecialDate> | null;
  /** The bar's today (YYYY-MM-DD), once the server has said. */
  today: string | undefined;
  /** The dates the list shows, and the last date it reaches: a date past it may have special hours unlisted. */
  listed: ReadonlyArray<AdminSpecialDate> | undefined;
  listedUntil: string | undefined;
  onSaved: (saved: SavedSpecial) => Promise<void>;
  onCancel: () => void;
}

const KINDS: ReadonlyArray<{ kind: SpecialKind; label: AdminKey }> = [
  { kind: 'closed', label: 'hours.closed' },
  { kind: 'changed', label: 'hours.form.changed' },
];

/** The add button says what a save will do: add or update, one date or several. */
const SUBMIT: Record<'add' | 'update', Record<'one' | 'many', AdminKey>> = {
  add: { one: 'hours.form.addOne', many: 'hours.form.addMany' },
  update: { one: 'hours.form.updateOne', many: 'hours.form.updateMany' },
};

export function SpecialDateForm({ editing, today, listed, listedUntil, onSaved, onCancel }: SpecialDateFormProps) {
  const id = useId();
  const utils = trpc.useUtils();
  const save = trpc.admin.hours.saveSpecial.useMutation();
  const t = useAdminT();
  const lang = useAdminLang();
  const [initial] = useState<SpecialFormValues>(() => (editing ? specialToForm(editing.first, editing.to) : NEW_SPECIAL));
  const [values, setValues] = useState<SpecialFormValues>(initial);
  useUnsavedChanges(hasChanges(initial, values));
  const askUntranslated = useUntranslatedPrompt();
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
  const last = values.to && values.to > values.date ? values.to : values.date;
  // Adding dates that already have special hours replaces them: said before saving, not after.
  const existing = !editing && values.date ? listed?.find((special) => special.date >= values.date && special.date <= last) : undefined;
  const setPeriods = (update: (periods: PeriodValues[]) => PeriodValues[]) => setValues((old) => ({ ...old, periods: update(old.periods) }));
  const addButton = useRef<HTMLButtonElement>(null);

  async function hadSpecialHours(from: string, to: string): Promise<boolean> {
    if (editing || existing) return true;
    if (!listedUntil || to <= listedUntil) return false;
    // Past the list's year: ask for those dates.
    return (await utils.admin.hours.special.fetch({ from, to })).length > 0;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    if (!(await askUntranslated(form.current, untranslatedInSave(initial, values, specialMissingTranslations)))) return;
    try {
      const input = toSpecialInput(values);
      const replaced = values.date && values.date >= day && last >= values.date ? await hadSpecialHours(values.date, last) : false;
      const answer = await save.mutateAsync(input);
      await onSaved({ records: 'records' in answer ? answer.records : [answer], created: !replaced });
      setValues(NEW_SPECIAL);
      if (!editing) dateInput.current?.focus();
    } catch (error) {
      const { message, fields } = saveFailure(error, t('hours.form.saveFailed'));
      setErrors(fields);
      // A field the form shows says it there; anything else above the buttons.
      setFailure(Object.keys(fields).some((key) => /^(date|to|opens|closes|note|periods|translations\.\w+\.note)(\.|$)/.test(key)) ? null : message);
      focusFirstError();
    }
  }

  const heading = editing ? t('hours.special.editName', { name: specialName(editing.first, day, lang, editing.to) }) : t('hours.form.add');
  // A period's error, from the server's "periods.1.closes" or (for the first) "opens"/"closes".
  const periodError = (index: number, field: 'opens' | 'closes') =>
    errors[`periods.${index}.${field}`] ?? (index === 0 ? (errors[field] ?? (field === 'opens' ? errors.periods : undefined)) : undefined);

  function addPeriod() {
    const index = values.periods.length;
    setPeriods((periods) => (periods.length < MAX_PERIODS ? [...periods, { opens: '', closes: '' }] : periods));
    requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>(`[data-period-opens="${index}"]`)?.focus());
  }

  function removePeriod(index: number) {
    setPeriods((periods) => periods.filter((_, which) => which !== index));
    requestAnimationFrame(() => addButton.current?.focus());
  }

  return (
    <form ref={form} className="admin-panel hours-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="hours-form__title" tabIndex={-1} ref={title}>
        {heading}
      </h3>
      <div className="hours-form__dates">
        <Field
          label={t('hours.form.from')}
          error={errors.date}
          hint={
            editing
              ? t('hours.form.fromEditing')
              : existing
                ? t('hours.form.existing', {
                    day: capitalize(formatDay(existing.date, day, lang)),
                    what: [specialHours(existing, t, lang), existing.note].filter(Boolean).join(' · '),
                  })
                : t('hours.form.fromHint')
          }
        >
          {(control) => <input {...control} ref={dateInput} type="date" min={today} value={values.date} readOnly={!!editing} onChange={(event) => set('date', event.target.value)} />}
        </Field>
        <Field label={t('hours.form.to')} error={errors.to} hint={editing ? undefined : t('hours.form.toHint', { max: SPECIAL_RANGE_MAX_DAYS })}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={values.date || today}
              max={values.date ? addDays(values.date, SPECIAL_RANGE_MAX_DAYS) : undefined}
              value={values.to}
              readOnly={!!editing}
              onChange={(event) => set('to', event.target.value)}
            />
          )}
        </Field>
      </div>

      <fieldset className="segmented">
        <legend className="segmented__legend">{values.to && values.to > values.date ? t('hours.form.thoseDays') : t('hours.form.thatDay')}</legend>
        <div className="segmented__options">
          {KINDS.map(({ kind, label }) => (
            <label key={kind} className="segmented__option">
              <input type="radio" name={`${id}-kind`} value={kind} checked={values.kind === kind} onChange={() => set('kind', kind)} />
              <span>{t(label)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {values.kind === 'changed' ? (
        <div className="hours-form__periods">
          {values.periods.map((period, index) => {
            const late = closesAfterMidnight(period);
            const many = values.periods.length > 1;
            const fields = (
              <>
                <Field label={t('hours.opens')} error={periodError(index, 'opens')}>
                  {(control) => (
                    <input
                      {...control}
                      data-period-opens={index}
                      type="time"
                      value={period.opens}
                      onChange={(event) => setPeriods((periods) => periods.map((old, at) => (at === index ? { ...old, opens: event.target.value } : old)))}
                    />
                  )}
                </Field>
                <Field label={t('hours.closes')} error={periodError(index, 'closes')}>
                  {(control) => (
                    <input
                      {...control}
                      aria-describedby={[control['aria-describedby'], late ? `${id}-late-${index}` : null].filter(Boolean).join(' ') || undefined}
                      type="time"
                      value={period.closes}
                      onChange={(event) => setPeriods((periods) => periods.map((old, at) => (at === index ? { ...old, closes: event.target.value } : old)))}
                    />
                  )}
                </Field>
                {many ? (
                  <button type="button" className="admin-btn admin-btn--quiet hours-period__remove" onClick={() => removePeriod(index)} aria-label={t('hours.form.removePeriod', { ordinal: ordinalOf(index, t) })}>
                    <span aria-hidden="true">×</span>
                  </button>
                ) : null}
                {/* Under both times, where it has room to be read in one line. */}
                {late ? (
                  <p className="hours-period__late">
                    <AfterMidnight id={`${id}-late-${index}`} />
                  </p>
                ) : null}
              </>
            );
            // With several periods, each is a group named for its place ("2nd period"), its times plainly "Opens"/"Closes".
            return many ? (
              <fieldset key={index} className="hours-period hours-period--many">
                <legend className="hours-period__legend">{t('hours.form.periodLegend', { ordinal: ordinalOf(index, t) })}</legend>
                {fields}
              </fieldset>
            ) : (
              <div key={index} className="hours-period">
                {fields}
              </div>
            );
          })}
          {values.periods.length < MAX_PERIODS ? (
            <button ref={addButton} type="button" className="admin-btn admin-btn--quiet hours-form__add" onClick={addPeriod}>
              {t('hours.addPeriod')}
            </button>
          ) : null}
        </div>
      ) : null}

      <TranslatedField
        label={t('hours.special.note')}
        hint={<NoteHint length={values.note.length} />}
        name="note"
        value={values.note}
        onChange={(note) => set('note', note)}
        translations={values.translations}
        onTranslationsChange={(translations) => set('translations', translations)}
        errors={errors}
      >
        {(control) => <textarea {...control} rows={2} maxLength={SPECIAL_NOTE_MAX} />}
      </TranslatedField>
      <MissingTranslations count={specialMissingTranslations(values)} className="hours-form__missing" />

      <div className="hours-form__actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('common.saving') : editing ? t('hours.form.saveChanges') : t(SUBMIT[existing ? 'update' : 'add'][last > values.date ? 'many' : 'one'])}
        </button>
        {editing ? (
          <button type="button" className="admin-btn" onClick={onCancel}>
            {t('common.cancel')}
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
  const t = useAdminT();
  return (
    <span className="hours-note-hint">
      <span>{t('hours.form.noteHint')}</span>
      <span className="hours-note-hint__count">
        {length}/{SPECIAL_NOTE_MAX}
        <span className="visually-hidden"> {t('hours.form.characters')}</span>
      </span>
    </span>
  );
}
