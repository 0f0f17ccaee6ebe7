// /admin/settings (owner): the bar's details every public page shows, grouped as guests meet them (contact, address
// and map, booking, social links, policies, About story, announcement) plus who hears about new messages. Checked with
// the server's own schema before sending; a preview of the footer and the contact card follows the typing.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { withoutTranslatedEntry } from '../../../shared/rules/translations';
import { SETTINGS_LIMITS, type AdminSettingsDto } from '../../../shared/schemas/settings';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { CheckField, Field } from '../../components/admin/field';
import { saveFailure } from '../../components/admin/form-errors';
import { hasChanges } from '../../components/admin/has-changes';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { useMayYet } from '../../components/admin/staff-role';
import { useToast } from '../../components/admin/toasts';
import { TranslatedField } from '../../components/admin/translated-field';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { SettingsPreview } from './settings-preview';
import { checkSettings, formToInput, moveEntry, movedTranslatedEntry, settingsMissingTranslations, settingsToForm, type SettingsValues } from './settings-values';
import './settings-admin.css';

export function SettingsPage() {
  const mayOwn = useMayYet('owner');
  return (
    <AdminPage title="Bar details" lead="Name, contact, address, booking link and texts every page of the website shows. Saved changes show on the next page a guest opens.">
      {mayOwn === null ? null : mayOwn ? <SettingsLoader /> : <AdminState kind="empty">Only the owner can change the bar&apos;s details.</AdminState>}
    </AdminPage>
  );
}

function SettingsLoader() {
  const saved = trpc.admin.settings.get.useQuery();
  if (saved.isPending) return <AdminState kind="loading">Loading the bar&apos;s details…</AdminState>;
  if (saved.isError) {
    return (
      <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void saved.refetch()}>Try again</button>}>
        {errorMessage(saved.error, 'The bar\'s details could not be loaded.')}
      </AdminState>
    );
  }
  return <SettingsForm saved={saved.data} />;
}

type Errors = Record<string, string>;
type Update = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;

function SettingsForm({ saved }: { saved: AdminSettingsDto }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const save = trpc.admin.settings.update.useMutation();
  const [initial, setInitial] = useState(() => settingsToForm(saved));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const dirty = hasChanges(initial, values);
  useUnsavedChanges(dirty);

  const update: Update = (key, value) => setValues((old) => ({ ...old, [key]: value }));
  const focusFirstError = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const local = checkSettings(values);
    setErrors(local);
    if (Object.keys(local).length) {
      setFailure('Some fields need a look: see the messages next to them.');
      focusFirstError();
      return;
    }
    try {
      const sent = values;
      const stored = await save.mutateAsync(formToInput(sent) as Parameters<typeof save.mutateAsync>[0]);
      utils.admin.settings.get.setData(undefined, stored);
      const next = settingsToForm(stored);
      setInitial(next);
      // What was typed while the save was on its way stays, as unsaved changes.
      setValues((current) => (hasChanges(sent, current) ? current : next));
      // This tab's public pages read the new details on their next visit.
      await utils.settings.invalidate();
      toast.success('Bar details saved. The website shows them now.');
    } catch (error) {
      const { message, fields } = saveFailure(error, 'Could not save the bar\'s details.');
      setErrors(fields);
      setFailure(message);
      toast.error(message);
      focusFirstError();
    }
  }

  function undo() {
    setValues(initial);
    setErrors({});
    setFailure(null);
  }

  const text = (key: keyof SettingsValues, label: string, options: { hint?: ReactNode; type?: string; errorKey?: string; autoComplete?: string; wide?: boolean; inputMode?: 'decimal' | 'tel' | 'email' | 'url' } = {}) => (
    <Field label={label} required hint={options.hint} error={errors[options.errorKey ?? key]} className={options.wide ? 'admin-field--wide' : undefined}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? 'off'}
          value={values[key] as string}
          onChange={(event) => update(key, event.target.value as never)}
        />
      )}
    </Field>
  );

  // A text guests read, with its twin in each translation language: the translations travel with the values and are saved with them.
  const translations = { translations: values.translations, onTranslationsChange: (next: SettingsValues['translations']) => update('translations', next), errors };
  const movePolicy = (index: number, by: -1 | 1) =>
    setValues((old) => ({ ...old, policies: moveEntry(old.policies, index, by), translations: movedTranslatedEntry(old.translations, 'policies', index, by) }));
  const removePolicy = (index: number) =>
    setValues((old) => ({ ...old, policies: old.policies.filter((_, i) => i !== index), translations: withoutTranslatedEntry(old.translations, 'policies', index) }));

  return (
    <form ref={form} className="settings" onSubmit={onSubmit} noValidate aria-label="Bar details">
      <div className="settings__layout">
        <div className="settings__groups">
          <MissingTranslations count={settingsMissingTranslations(values)} className="settings__missing" />
          <fieldset className="admin-fieldset settings__group">
            <legend>Contact</legend>
            <div className="admin-form-grid admin-form-grid--2">
              {text('name', 'Name')}
              {text('phone', 'Phone', { type: 'tel', inputMode: 'tel', hint: 'As guests should read it, e.g. (781) 555-0142.' })}
              {text('email', 'E-mail', { type: 'email', inputMode: 'email', wide: true })}
              <TranslatedField label="Tagline" required hint="One line under the name, in the footer and on the home page." className="admin-field--wide" name="tagline" value={values.tagline} onChange={(value) => update('tagline', value)} {...translations}>
                {(control) => <input {...control} type="text" autoComplete="off" />}
              </TranslatedField>
              <TranslatedField
                label="Description"
                required
                hint={`For search results and the home page: one sentence. ${values.description.length}/${SETTINGS_LIMITS.description} characters`}
                className="admin-field--wide"
                name="description"
                value={values.description}
                onChange={(value) => update('description', value)}
                {...translations}
              >
                {(control) => <textarea {...control} rows={2} />}
              </TranslatedField>
            </div>
          </fieldset>

          <fieldset className="admin-fieldset settings__group">
            <legend>Address and map</legend>
            <div className="admin-form-grid admin-form-grid--2">
              {text('street', 'Street', { errorKey: 'address.street', wide: true })}
              {text('locality', 'Town or city', { errorKey: 'address.locality' })}
              {text('region', 'State or region', { errorKey: 'address.region' })}
              {text('postalCode', 'Postal code', { errorKey: 'address.postalCode' })}
              {text('country', 'Country code', { errorKey: 'address.country', hint: 'Two letters: US, CA, ES…' })}
              {text('lat', 'Latitude', { inputMode: 'decimal', errorKey: 'geo.lat', hint: 'The map pin for search engines, e.g. 42.4793.' })}
              {text('lng', 'Longitude', { inputMode: 'decimal', errorKey: 'geo.lng', hint: 'e.g. -71.1523.' })}
            </div>
            <p className="settings__note">The map and &ldquo;Get directions&rdquo; follow the address by themselves.</p>
          </fieldset>

          <fieldset className="admin-fieldset settings__group">
            <legend>Booking</legend>
            {text('bookingUrl', 'Booking link', { type: 'url', inputMode: 'url', hint: 'Your page at the booking service (OpenTable, Resy…), starting with https://. Every "Book a table" button opens it.' })}
          </fieldset>

          <fieldset className="admin-fieldset settings__group">
            <legend>Social links</legend>
            {errors.socials ? <p className="admin-field__error">{errors.socials}</p> : null}
            <ol className="settings__rows">
              {values.socials.map((social, index) => (
                <li key={index} className="settings__row settings__row--social">
                  <Field label="Network" required error={errors[`socials.${index}.network`]}>
                    {(control) => <input {...control} value={social.network} placeholder="Instagram" onChange={(event) => update('socials', values.socials.map((s, i) => (i === index ? { ...s, network: event.target.value } : s)))} />}
                  </Field>
                  <Field label="Link" required error={errors[`socials.${index}.url`]}>
                    {(control) => <input {...control} type="url" inputMode="url" value={social.url} placeholder="https://" onChange={(event) => update('socials', values.socials.map((s, i) => (i === index ? { ...s, url: event.target.value } : s)))} />}
                  </Field>
                  <RowButtons label={`social link ${index + 1}${social.network ? ` (${social.network})` : ''}`} onRemove={() => update('socials', values.socials.filter((_, i) => i !== index))} />
                </li>
              ))}
            </ol>
            {values.socials.length < SETTINGS_LIMITS.socials ? (
              <button type="button" className="admin-btn settings__add" onClick={() => update('socials', [...values.socials, { network: '', url: '' }])}>
                + Add a social link
              </button>
            ) : null}
          </fieldset>

          <fieldset className="admin-fieldset settings__group">
            <legend>Policies</legend>
            <p className="settings__note">Shown on the reservations page, in this order.</p>
            {errors.policies ? <p className="admin-field__error">{errors.policies}</p> : null}
            <ol className="settings__rows">
              {values.policies.map((policy, index) => (
                <li key={index} className="settings__row settings__row--translated">
                  <TranslatedField
                    label={`Policy ${index + 1}`}
                    required
                    name="policies"
                    index={index}
                    value={policy}
                    onChange={(value) => update('policies', values.policies.map((p, i) => (i === index ? value : p)))}
                    {...translations}
                  >
                    {(control) => <textarea {...control} rows={2} />}
                  </TranslatedField>
                  <RowButtons
                    label={`policy ${index + 1}`}
                    onUp={index > 0 ? () => movePolicy(index, -1) : undefined}
                    onDown={index < values.policies.length - 1 ? () => movePolicy(index, 1) : undefined}
                    onRemove={() => removePolicy(index)}
                  />
                </li>
              ))}
            </ol>
            {values.policies.length < SETTINGS_LIMITS.policies ? (
              <button type="button" className="admin-btn settings__add" onClick={() => update('policies', [...values.policies, ''])}>
                + Add a policy
              </button>
            ) : null}
          </fieldset>

          <fieldset className="admin-fieldset settings__group">
            <legend>About story</legend>
            <TranslatedField
              label="Our story"
              required
              hint={`Plain text. Leave an empty line between paragraphs. ${values.about.length}/${SETTINGS_LIMITS.about} characters`}
              name="about"
              value={values.about}
              onChange={(value) => update('about', value)}
              {...translations}
            >
              {(control) => <textarea {...control} rows={10} />}
            </TranslatedField>
          </fieldset>

          <fieldset className="admin-fieldset settings__group">
            <legend>Announcement</legend>
            <CheckField label="Show an announcement on every page" checked={values.announcementOn} onChange={(on) => update('announcementOn', on)} hint="A short banner at the top, e.g. a holiday closing. Guests can close it." />
            {values.announcementOn ? (
              <div className="admin-form-grid admin-form-grid--2">
                <TranslatedField
                  label="Text"
                  required
                  hint={`${values.announcementText.length}/${SETTINGS_LIMITS.announcement} characters`}
                  className="admin-field--wide"
                  name="announcement"
                  value={values.announcementText}
                  onChange={(value) => update('announcementText', value)}
                  {...translations}
                  // The English text's errors are the announcement's own ("announcement.text"); its twin's, "translations.es.announcement".
                  errors={errors['announcement.text'] ? { ...errors, announcement: errors['announcement.text'] } : errors}
                >
                  {(control) => <input {...control} />}
                </TranslatedField>
                <Field label="Last day" required error={errors['announcement.until']} hint="It disappears by itself after this day.">
                  {(control) => <input {...control} type="date" value={values.announcementUntil} onChange={(event) => update('announcementUntil', event.target.value)} />}
                </Field>
              </div>
            ) : null}
          </fieldset>

          <fieldset className="admin-fieldset settings__group">
            <legend>Notification e-mails</legend>
            <p className="settings__note">Who gets an e-mail when a guest sends a message from the contact page.</p>
            {errors.notificationEmails ? <p className="admin-field__error">{errors.notificationEmails}</p> : null}
            {values.notificationEmails.every((email) => !email.trim()) ? (
              <p className="admin-alert settings__warning">Nobody will be e-mailed about new messages: they will only show in Contacts. Add at least one e-mail.</p>
            ) : null}
            <ol className="settings__rows">
              {values.notificationEmails.map((email, index) => (
                <li key={index} className="settings__row">
                  <Field label={`E-mail ${index + 1}`} required error={errors[`notificationEmails.${index}`]}>
                    {(control) => <input {...control} type="email" inputMode="email" value={email} onChange={(event) => update('notificationEmails', values.notificationEmails.map((e, i) => (i === index ? event.target.value : e)))} />}
                  </Field>
                  <RowButtons label={`e-mail ${index + 1}`} onRemove={() => update('notificationEmails', values.notificationEmails.filter((_, i) => i !== index))} />
                </li>
              ))}
            </ol>
            {values.notificationEmails.length < SETTINGS_LIMITS.notificationEmails ? (
              <button type="button" className="admin-btn settings__add" onClick={() => update('notificationEmails', [...values.notificationEmails, ''])}>
                + Add an e-mail
              </button>
            ) : null}
          </fieldset>
        </div>

        <section className="settings__preview" aria-labelledby="settings-preview-title">
          <h2 id="settings-preview-title" className="settings__preview-title">
            Preview
          </h2>
          <SettingsPreview values={values} />
        </section>
      </div>

      <div className="admin-form-actions settings__actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="admin-btn admin-btn--quiet" onClick={undo} disabled={!dirty || save.isPending}>
          Undo
        </button>
        <p className="settings__state" aria-live="polite">
          {dirty ? 'Unsaved changes' : null}
        </p>
        {failure ? (
          <p className="admin-alert settings__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** A list row's buttons (move up, move down, remove), each named for its row. */
function RowButtons({ label, onUp, onDown, onRemove }: { label: string; onUp?: () => void; onDown?: () => void; onRemove: () => void }) {
  const moves = onUp !== undefined || onDown !== undefined;
  return (
    <div className="settings__row-buttons">
      {moves ? (
        <>
          <button type="button" className="admin-btn admin-btn--quiet settings__icon-btn" onClick={onUp} disabled={!onUp} aria-label={`Move ${label} up`}>
            ↑
          </button>
          <button type="button" className="admin-btn admin-btn--quiet settings__icon-btn" onClick={onDown} disabled={!onDown} aria-label={`Move ${label} down`}>
            ↓
          </button>
        </>
      ) : null}
      <button type="button" className="admin-btn admin-btn--quiet settings__icon-btn" onClick={onRemove} aria-label={`Remove ${label}`}>
        ×
      </button>
    </div>
  );
}

