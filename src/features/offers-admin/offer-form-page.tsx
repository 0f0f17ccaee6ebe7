// /admin/offers/new and /admin/offers/{id}: every field of an offer, checked by the server's own rules before
// sending, with a preview of the slide as the home page will show it. A failed save keeps what was typed.
import { useState, type FormEvent } from 'react';
import { DAY_CODES, type DayCode } from '../../../shared/rules/day-codes';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { CheckField, Field } from '../../components/admin/field';
import { saveFailure } from '../../components/admin/form-errors';
import { hasChanges } from '../../components/admin/has-changes';
import { ImageField } from '../../components/admin/image-field';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { useListReturn } from '../../components/admin/list-place';
import { ReadOnlyNote, ReadOnlyScope } from '../../components/admin/read-only';
import { useMayYet } from '../../components/admin/staff-role';
import { useToast } from '../../components/admin/toasts';
import { TranslatedField } from '../../components/admin/translated-field';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { checkOffer, NEW_OFFER, offerMissingTranslations, offerToFormValues, type OfferFormValues } from './offer-form-values';
import { OfferPreview } from './offer-preview';
import './offers-admin.css';

const DAY_LABELS: Record<DayCode, string> = { MON: 'Monday', TUE: 'Tuesday', WED: 'Wednesday', THU: 'Thursday', FRI: 'Friday', SAT: 'Saturday', SUN: 'Sunday' };

export function OfferFormPage({ id }: { id?: number }) {
  const offer = trpc.admin.offers.get.useQuery({ id: id ?? 0 }, { enabled: id !== undefined, staleTime: 0, gcTime: 0 });
  // Staff read an offer; a manager or the owner changes it (API.md "Roles").
  const may = useMayYet('manager');
  // The heading names the offer (Edit “Paella Night”, or just its title to read) once it is loaded.
  const title = id === undefined ? 'New offer' : offer.data ? (may === false ? offer.data.title : `Edit “${offer.data.title}”`) : 'Offer';
  const { search } = useListReturn('/admin/offers');
  const back = { to: '/admin/offers', label: 'Offers', search };

  if (id !== undefined && offer.isPending) {
    return (
      <AdminPage title={title} back={back}>
        <AdminState kind="loading">Loading…</AdminState>
      </AdminPage>
    );
  }
  if (id !== undefined && offer.isError) {
    return (
      <AdminPage title={title} back={back}>
        <AdminState kind="error" action={<p className="admin-state__detail">{errorMessage(offer.error, '')}</p>}>
          Failed to load
        </AdminState>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={title} back={back}>
      <OfferForm id={id} initial={offer.data ? offerToFormValues(offer.data) : NEW_OFFER} may={may} />
    </AdminPage>
  );
}

function OfferForm({ id, initial, may }: { id?: number; initial: OfferFormValues; may: boolean | null }) {
  // Until the role is known nothing is offered: no Save, and no read-only note either.
  const readOnly = may === false;
  const utils = trpc.useUtils();
  const { leave } = useListReturn('/admin/offers');
  const toast = useToast();
  const create = trpc.admin.offers.create.useMutation();
  const update = trpc.admin.offers.update.useMutation();
  const [values, setValues] = useState<OfferFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  useUnsavedChanges(hasChanges(initial, values));

  const set = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) => setValues((old) => ({ ...old, [key]: value }));
  const text = (key: keyof OfferFormValues) => ({
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  });
  // A field guests read, with its twin in each translation language (the translations travel with the values and are saved with them).
  const translated = (key: keyof OfferFormValues & string) => ({
    name: key,
    value: values[key] as string,
    onChange: (text: string) => set(key, text as never),
    translations: values.translations,
    onTranslationsChange: (translations: OfferFormValues['translations']) => set('translations', translations),
    errors,
  });
  const toggleDay = (day: DayCode) => set('days', values.days.includes(day) ? values.days.filter((d) => d !== day) : [...values.days, day]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const check = checkOffer(values);
    if (!check.ok) {
      setErrors(check.fields);
      focusFirstError(event.currentTarget);
      return;
    }
    setErrors({});
    try {
      const saved = id === undefined ? await create.mutateAsync(check.input) : await update.mutateAsync({ id, data: check.input });
      await utils.admin.offers.invalidate();
      toast.success(`"${saved.title}" saved.`);
      leave({ saved: true });
    } catch (error) {
      const { message, fields } = saveFailure(error, 'Could not save');
      setErrors(fields);
      setFailure(message);
    }
  }

  return (
    <form className="offer-form" onSubmit={onSubmit} noValidate>
      {readOnly ? <ReadOnlyNote /> : null}
      <ReadOnlyScope readOnly={may !== true}>
        <div className="offer-form__fields">
          <fieldset className="admin-fieldset">
            <legend>Slide</legend>
            <MissingTranslations count={offerMissingTranslations(values)} />
            <TranslatedField label="Title" required {...translated('title')}>
              {(control) => <input {...control} type="text" maxLength={160} />}
            </TranslatedField>
            <TranslatedField label="Subtitle" {...translated('subtitle')}>
              {(control) => <textarea {...control} rows={2} maxLength={500} />}
            </TranslatedField>
            <TranslatedField label="Badge" hint="A short word over the title, e.g. “Weekends”." {...translated('badge')}>
              {(control) => <input {...control} type="text" maxLength={60} />}
            </TranslatedField>
            <ImageField
              label="Image URL"
              required
              value={{ url: values.imageUrl, webp: values.imageWebp }}
              onChange={({ url, webp }) => setValues((old) => ({ ...old, imageUrl: url, imageWebp: webp }))}
              error={errors.imageUrl ?? errors.imageWebp}
              previewAlt={values.alt || values.title}
            />
            <TranslatedField label="Alt text" hint="What the photo shows, for guests who cannot see it." {...translated('alt')}>
              {(control) => <input {...control} type="text" maxLength={300} />}
            </TranslatedField>
          </fieldset>

          <fieldset className="admin-fieldset admin-form-grid admin-form-grid--2">
            <legend>Buttons</legend>
            <TranslatedField label="Primary button label" {...translated('ctaPrimaryLabel')}>
              {(control) => <input {...control} type="text" maxLength={60} />}
            </TranslatedField>
            <Field label="Primary button link" error={errors.ctaPrimaryTo}>
              {(control) => <input {...control} type="text" maxLength={500} {...text('ctaPrimaryTo')} />}
            </Field>
            <TranslatedField label="Secondary button label" {...translated('ctaSecondaryLabel')}>
              {(control) => <input {...control} type="text" maxLength={60} />}
            </TranslatedField>
            <Field label="Secondary button link" error={errors.ctaSecondaryTo}>
              {(control) => <input {...control} type="text" maxLength={500} {...text('ctaSecondaryTo')} />}
            </Field>
          </fieldset>

          <fieldset className="admin-fieldset">
            <legend>When it shows</legend>
            <div className="admin-form-grid admin-form-grid--2">
              <Field label="Valid from" error={errors.validFrom}>
                {(control) => <input {...control} type="date" {...text('validFrom')} />}
              </Field>
              <Field label="Valid to" error={errors.validTo}>
                {(control) => <input {...control} type="date" {...text('validTo')} />}
              </Field>
            </div>
            <div className="offer-days" role="group" aria-labelledby="offer-days-label" aria-describedby="offer-days-hint">
              <p id="offer-days-label" className="offer-days__label">
                Days
              </p>
              <div className="offer-days__toggles">
                {DAY_CODES.map((day) => (
                  // The day's first three letters show and the rest is read: its name is the whole word ("Monday"),
                  // which begins with what is seen, so a voice user says what they see (WCAG 2.5.3, label in name).
                  <button key={day} type="button" className="offer-days__day" aria-pressed={values.days.includes(day)} onClick={() => toggleDay(day)}>
                    {DAY_LABELS[day].slice(0, 3)}
                    <span className="visually-hidden-rest">{DAY_LABELS[day].slice(3)}</span>
                  </button>
                ))}
                <button type="button" className="admin-btn admin-btn--quiet" onClick={() => set('days', [])} disabled={values.days.length === 0}>
                  Clear
                </button>
              </div>
              <p id="offer-days-hint" className="admin-field__hint">
                {values.days.length === 0 ? 'No day chosen: the offer shows every day.' : `Shows on ${DAY_CODES.filter((d) => values.days.includes(d)).map((d) => DAY_LABELS[d]).join(', ')}.`}
              </p>
              {errors.daysOfWeek ? <p className="admin-field__error">{errors.daysOfWeek}</p> : null}
            </div>
            <div className="admin-form-grid admin-form-grid--2">
              <Field label="Display order" hint="Lower shows first; empty goes last." error={errors.displayOrder}>
                {(control) => <input {...control} type="number" min={0} step={1} inputMode="numeric" {...text('displayOrder')} />}
              </Field>
              <CheckField label="Active" checked={values.active} onChange={(checked) => set('active', checked)} hint="Inactive offers never show." />
            </div>
          </fieldset>
        </div>

      </ReadOnlyScope>

      <section className="offer-form__preview" aria-label="Preview">
        <OfferPreview values={values} />
      </section>

      <div className="admin-form-actions offer-form__actions">
        {may === true ? (
          <button type="submit" className="admin-btn admin-btn--primary" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save offer'}
          </button>
        ) : null}
        <button type="button" className="admin-btn" onClick={() => leave()}>
          {readOnly ? 'Back to offers' : 'Cancel'}
        </button>
        {failure ? (
          <p className="admin-alert offer-form__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** After a refused save, the first field to fix gets the focus (and is scrolled into view). */
function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
