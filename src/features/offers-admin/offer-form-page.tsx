// /admin/offers/new and /admin/offers/{id}: every field of an offer, checked by the server's own rules before
// sending, with a preview of the slide as the home page will show it. A failed save keeps what was typed.
import { useState, type FormEvent } from 'react';
import { capitalize } from '../../../shared/rules/calendar-names';
import { DAY_CODES, type DayCode } from '../../../shared/rules/day-codes';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { CheckField, Field } from '../../components/admin/field';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
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
import { dayList, dayName } from './offer-schedule';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import './offers-admin.css';
import { untranslatedInSave, useUntranslatedPrompt } from '../../components/admin/untranslated-prompt';

export function OfferFormPage({ id }: { id?: number }) {
  const offer = trpc.admin.offers.get.useQuery({ id: id ?? 0 }, { enabled: id !== undefined, staleTime: 0, gcTime: 0 });
  // Staff read an offer; a manager or the owner changes it (API.md "Roles").
  const may = useMayYet('manager');
  const t = useAdminT();
  // The heading names the offer (Edit “Paella Night”, or just its title to read) once it is loaded.
  const title = id === undefined ? t('offers.new') : offer.data ? (may === false ? offer.data.title : t('offers.form.edit', { title: offer.data.title })) : t('offers.form.offer');
  const { search } = useListReturn('/admin/offers');
  const back = { to: '/admin/offers', label: t('offers.title'), search };

  if (id !== undefined && offer.isPending) {
    return (
      <AdminPage title={title} back={back}>
        <AdminState kind="loading">{t('offers.form.loading')}</AdminState>
      </AdminPage>
    );
  }
  if (id !== undefined && offer.isError) {
    return (
      <AdminPage title={title} back={back}>
        <AdminState kind="error" action={<p className="admin-state__detail">{inAdminLanguage(errorMessage(offer.error, ''))}</p>}>
          {t('offers.form.loadError')}
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
  const t = useAdminT();
  const lang = useAdminLang();
  const create = trpc.admin.offers.create.useMutation();
  const update = trpc.admin.offers.update.useMutation();
  const [values, setValues] = useState<OfferFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const askUntranslated = useUntranslatedPrompt();
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
      setErrors(Object.fromEntries(Object.entries(check.fields).map(([field, message]) => [field, inAdminLanguage(message)])));
      focusFirstError(event.currentTarget);
      return;
    }
    setErrors({});
    if (!(await askUntranslated(event.currentTarget, untranslatedInSave(initial, values, offerMissingTranslations)))) return;
    try {
      const saved = id === undefined ? await create.mutateAsync(check.input) : await update.mutateAsync({ id, data: check.input });
      await utils.admin.offers.invalidate();
      toast.success(t('offers.form.saved', { title: saved.title }));
      leave({ saved: true });
    } catch (error) {
      const { message, fields } = saveFailure(error, t('offers.form.saveFailed'));
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
            <legend>{t('offers.form.slide')}</legend>
            <MissingTranslations count={offerMissingTranslations(values)} />
            <TranslatedField label={t('offers.form.title')} required {...translated('title')}>
              {(control) => <input {...control} type="text" maxLength={160} />}
            </TranslatedField>
            <TranslatedField label={t('offers.form.subtitle')} {...translated('subtitle')}>
              {(control) => <textarea {...control} rows={2} maxLength={500} />}
            </TranslatedField>
            <TranslatedField label={t('offers.form.badge')} hint={t('offers.form.badgeHint')} {...translated('badge')}>
              {(control) => <input {...control} type="text" maxLength={60} />}
            </TranslatedField>
            <ImageField
              label={t('offers.form.imageUrl')}
              required
              value={{ url: values.imageUrl, webp: values.imageWebp }}
              onChange={({ url, webp }) => setValues((old) => ({ ...old, imageUrl: url, imageWebp: webp }))}
              error={errors.imageUrl ?? errors.imageWebp}
              previewAlt={values.alt || values.title}
            />
            <TranslatedField label={t('offers.form.alt')} hint={t('offers.form.altHint')} {...translated('alt')}>
              {(control) => <input {...control} type="text" maxLength={300} />}
            </TranslatedField>
          </fieldset>

          <fieldset className="admin-fieldset admin-form-grid admin-form-grid--2">
            <legend>{t('offers.form.buttons')}</legend>
            <TranslatedField label={t('offers.form.primaryLabel')} {...translated('ctaPrimaryLabel')}>
              {(control) => <input {...control} type="text" maxLength={60} />}
            </TranslatedField>
            <Field label={t('offers.form.primaryLink')} error={errors.ctaPrimaryTo}>
              {(control) => <input {...control} type="text" maxLength={500} {...text('ctaPrimaryTo')} />}
            </Field>
            <TranslatedField label={t('offers.form.secondaryLabel')} {...translated('ctaSecondaryLabel')}>
              {(control) => <input {...control} type="text" maxLength={60} />}
            </TranslatedField>
            <Field label={t('offers.form.secondaryLink')} error={errors.ctaSecondaryTo}>
              {(control) => <input {...control} type="text" maxLength={500} {...text('ctaSecondaryTo')} />}
            </Field>
          </fieldset>

          <fieldset className="admin-fieldset">
            <legend>{t('offers.form.whenItShows')}</legend>
            <div className="admin-form-grid admin-form-grid--2">
              <Field label={t('offers.form.validFrom')} error={errors.validFrom}>
                {(control) => <input {...control} type="date" {...text('validFrom')} />}
              </Field>
              <Field label={t('offers.form.validTo')} error={errors.validTo}>
                {(control) => <input {...control} type="date" {...text('validTo')} />}
              </Field>
            </div>
            <div className="offer-days" role="group" aria-labelledby="offer-days-label" aria-describedby="offer-days-hint">
              <p id="offer-days-label" className="offer-days__label">
                {t('offers.form.days')}
              </p>
              <div className="offer-days__toggles">
                {DAY_CODES.map((day) => (
                  <DayToggle key={day} day={day} pressed={values.days.includes(day)} onToggle={() => toggleDay(day)} />
                ))}
                <button type="button" className="admin-btn admin-btn--quiet" onClick={() => set('days', [])} disabled={values.days.length === 0}>
                  {t('offers.form.clearDays')}
                </button>
              </div>
              <p id="offer-days-hint" className="admin-field__hint">
                {values.days.length === 0 ? t('offers.form.everyDay') : t('offers.form.showsOn', { days: dayList(DAY_CODES.filter((d) => values.days.includes(d)), lang, 'long') })}
              </p>
              {errors.daysOfWeek ? <p className="admin-field__error">{errors.daysOfWeek}</p> : null}
            </div>
            <div className="admin-form-grid admin-form-grid--2">
              <Field label={t('offers.form.displayOrder')} hint={t('offers.form.displayOrderHint')} error={errors.displayOrder}>
                {(control) => <input {...control} type="number" min={0} step={1} inputMode="numeric" {...text('displayOrder')} />}
              </Field>
              <CheckField label={t('offers.form.active')} checked={values.active} onChange={(checked) => set('active', checked)} hint={t('offers.form.activeHint')} />
            </div>
          </fieldset>
        </div>

      </ReadOnlyScope>

      <section className="offer-form__preview" aria-label={t('offers.form.preview')}>
        <OfferPreview values={values} />
      </section>

      <div className="admin-form-actions offer-form__actions">
        {may === true ? (
          <button type="submit" className="admin-btn admin-btn--primary" disabled={saving} aria-busy={saving}>
            {saving ? t('common.saving') : t('offers.form.save')}
          </button>
        ) : null}
        <button type="button" className="admin-btn" onClick={() => leave()}>
          {readOnly ? t('offers.form.backToList') : t('common.cancel')}
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

/**
 * A day's toggle: its first letters show and the rest is read. Its name is the whole day ("Monday", "lunes"), which
 * begins with what is seen ("Mon", "Lun"), so a voice user says what they see (WCAG 2.5.3, label in name).
 */
function DayToggle({ day, pressed, onToggle }: { day: DayCode; pressed: boolean; onToggle: () => void }) {
  const lang = useAdminLang();
  const name = dayName(day, lang, 'long');
  const short = dayName(day, lang, 'short');
  // Where the short name is not the start of the whole one, the whole name shows (never a name that is not said).
  const shown = name.toLocaleLowerCase(lang).startsWith(short.toLocaleLowerCase(lang)) ? short.length : name.length;
  return (
    <button type="button" className="offer-days__day" aria-pressed={pressed} onClick={onToggle}>
      {capitalize(name.slice(0, shown))}
      <span className="visually-hidden-rest">{name.slice(shown)}</span>
    </button>
  );
}
