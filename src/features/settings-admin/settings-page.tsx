// /admin/settings (owner): the bar's details every public page shows, grouped as guests meet them (contact, address
// and map, booking, social links, policies, About story, announcement) plus who hears about new messages. Checked with
// the server's own schema before sending; a preview of the footer and the contact card follows the typing.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { withoutTranslatedEntry } from '../../../shared/rules/translations';
import { SETTINGS_LIMITS, type AdminSettingsDto } from '../../../shared/schemas/settings';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { CheckField, Field } from '../../components/admin/field';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { hasChanges } from '../../components/admin/has-changes';
import { JumpList } from '../../components/admin/jump-list';
import { MissingTranslations } from '../../components/admin/missing-translations';
import { useMayYet } from '../../components/admin/staff-role';
import { useToast } from '../../components/admin/toasts';
import { TranslatedField } from '../../components/admin/translated-field';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { useAdminT } from '../../i18n/admin-language';
import { SettingsPreview } from './settings-preview';
import { checkSettings, formToInput, moveEntry, movedTranslatedEntry, settingsMissingTranslations, settingsToForm, type SettingsValues } from './settings-values';
import './settings-admin.css';
import { untranslatedInSave, useUntranslatedPrompt } from '../../components/admin/untranslated-prompt';

export function SettingsPage() {
  const mayOwn = useMayYet('owner');
  const t = useAdminT();
  return (
    <AdminPage title={t('settings.title')} lead={t('settings.lead')}>
      {mayOwn === null ? null : mayOwn ? <SettingsLoader /> : <AdminState kind="empty">{t('settings.ownerOnly')}</AdminState>}
    </AdminPage>
  );
}

function SettingsLoader() {
  const saved = trpc.admin.settings.get.useQuery();
  const t = useAdminT();
  if (saved.isPending) return <AdminState kind="loading">{t('settings.loading')}</AdminState>;
  if (saved.isError) {
    return (
      <AdminState kind="error" action={<button type="button" className="admin-btn" onClick={() => void saved.refetch()}>{t('settings.retry')}</button>}>
        {inAdminLanguage(errorMessage(saved.error, t('settings.loadError')))}
      </AdminState>
    );
  }
  return <SettingsForm saved={saved.data} />;
}

type Errors = Record<string, string>;

/** The groups in the order the screen shows them, and the preview (below them on a phone). */
const JUMP_TARGETS = ['contact', 'addressAndMap', 'booking', 'socials', 'policies', 'aboutStory', 'announcement', 'notificationEmails', 'preview'] as const;

/** A link's placeholder: where the address starts (a code, the same in every language). */
const HTTPS = 'https://';

/** The shared schema's messages (English, as the server writes them) in the admin's language. */
function inAdminWords(errors: Errors): Errors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, inAdminLanguage(message)]));
}
type Update = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;

function SettingsForm({ saved }: { saved: AdminSettingsDto }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const t = useAdminT();
  const save = trpc.admin.settings.update.useMutation();
  const [initial, setInitial] = useState(() => settingsToForm(saved));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const dirty = hasChanges(initial, values);
  useUnsavedChanges(dirty);
  const askUntranslated = useUntranslatedPrompt();

  const update: Update = (key, value) => setValues((old) => ({ ...old, [key]: value }));
  const focusFirstError = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const local = inAdminWords(checkSettings(values));
    setErrors(local);
    if (Object.keys(local).length) {
      setFailure(t('settings.fixFields'));
      focusFirstError();
      return;
    }
    if (!(await askUntranslated(form.current, untranslatedInSave(initial, values, settingsMissingTranslations)))) return;
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
      toast.success(t('settings.saved'));
    } catch (error) {
      const { message, fields } = saveFailure(error, t('settings.saveFailed'));
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
    <form ref={form} className="settings" onSubmit={onSubmit} noValidate aria-label={t('settings.title')}>
      {/* A phone scrolls this screen for several lengths: each group one tap away, the announcement among them. */}
      <JumpList label={t('settings.jumpLabel')} lead={t('settings.jumpLead')} targets={JUMP_TARGETS.map((key) => ({ id: `settings-${key}`, label: t(`settings.${key}`) }))} />
      <div className="settings__layout">
        <div className="settings__groups">
          <MissingTranslations count={settingsMissingTranslations(values)} className="settings__missing" />
          <fieldset id="settings-contact" tabIndex={-1} className="admin-fieldset settings__group jump-list-target">
            <legend>{t('settings.contact')}</legend>
            <div className="admin-form-grid admin-form-grid--2">
              {text('name', t('settings.name'))}
              {text('phone', t('settings.phone'), { type: 'tel', inputMode: 'tel', hint: t('settings.phoneHint') })}
              {text('email', t('settings.email'), { type: 'email', inputMode: 'email', wide: true })}
              <TranslatedField label={t('settings.tagline')} required hint={t('settings.taglineHint')} className="admin-field--wide" name="tagline" value={values.tagline} onChange={(value) => update('tagline', value)} {...translations}>
                {(control) => <input {...control} type="text" autoComplete="off" />}
              </TranslatedField>
              <TranslatedField
                label={t('settings.description')}
                required
                hint={t('settings.descriptionHint', { count: values.description.length, max: SETTINGS_LIMITS.description })}
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

          <fieldset id="settings-addressAndMap" tabIndex={-1} className="admin-fieldset settings__group jump-list-target">
            <legend>{t('settings.addressAndMap')}</legend>
            <div className="admin-form-grid admin-form-grid--2">
              {text('street', t('settings.street'), { errorKey: 'address.street', wide: true })}
              {text('locality', t('settings.locality'), { errorKey: 'address.locality' })}
              {text('region', t('settings.region'), { errorKey: 'address.region' })}
              {text('postalCode', t('settings.postalCode'), { errorKey: 'address.postalCode' })}
              {text('country', t('settings.country'), { errorKey: 'address.country', hint: t('settings.countryHint') })}
              {text('lat', t('settings.lat'), { inputMode: 'decimal', errorKey: 'geo.lat', hint: t('settings.latHint') })}
              {text('lng', t('settings.lng'), { inputMode: 'decimal', errorKey: 'geo.lng', hint: t('settings.lngHint') })}
            </div>
            <p className="settings__note">{t('settings.mapNote')}</p>
          </fieldset>

          <fieldset id="settings-booking" tabIndex={-1} className="admin-fieldset settings__group jump-list-target">
            <legend>{t('settings.booking')}</legend>
            {text('bookingUrl', t('settings.bookingUrl'), { type: 'url', inputMode: 'url', hint: t('settings.bookingUrlHint') })}
          </fieldset>

          <fieldset id="settings-socials" tabIndex={-1} className="admin-fieldset settings__group jump-list-target">
            <legend>{t('settings.socials')}</legend>
            {errors.socials ? <p className="admin-field__error">{errors.socials}</p> : null}
            <ol className="settings__rows">
              {values.socials.map((social, index) => (
                <li key={index} className="settings__row settings__row--social">
                  <Field label={t('settings.network')} required error={errors[`socials.${index}.network`]}>
                    {(control) => <input {...control} value={social.network} placeholder={t('settings.networkExample')} onChange={(event) => update('socials', values.socials.map((s, i) => (i === index ? { ...s, network: event.target.value } : s)))} />}
                  </Field>
                  <Field label={t('settings.link')} required error={errors[`socials.${index}.url`]}>
                    {(control) => <input {...control} type="url" inputMode="url" value={social.url} placeholder={HTTPS} onChange={(event) => update('socials', values.socials.map((s, i) => (i === index ? { ...s, url: event.target.value } : s)))} />}
                  </Field>
                  <RowButtons label={social.network ? t('settings.row.socialNamed', { n: index + 1, network: social.network }) : t('settings.row.social', { n: index + 1 })} onRemove={() => update('socials', values.socials.filter((_, i) => i !== index))} />
                </li>
              ))}
            </ol>
            {values.socials.length < SETTINGS_LIMITS.socials ? (
              <button type="button" className="admin-btn settings__add" onClick={() => update('socials', [...values.socials, { network: '', url: '' }])}>
                {t('settings.addSocial')}
              </button>
            ) : null}
          </fieldset>

          <fieldset id="settings-policies" tabIndex={-1} className="admin-fieldset settings__group jump-list-target">
            <legend>{t('settings.policies')}</legend>
            <p className="settings__note">{t('settings.policiesNote')}</p>
            {errors.policies ? <p className="admin-field__error">{errors.policies}</p> : null}
            <ol className="settings__rows">
              {values.policies.map((policy, index) => (
                <li key={index} className="settings__row settings__row--translated">
                  <TranslatedField
                    label={t('settings.policy', { n: index + 1 })}
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
                    label={t('settings.row.policy', { n: index + 1 })}
                    onUp={index > 0 ? () => movePolicy(index, -1) : undefined}
                    onDown={index < values.policies.length - 1 ? () => movePolicy(index, 1) : undefined}
                    onRemove={() => removePolicy(index)}
                  />
                </li>
              ))}
            </ol>
            {values.policies.length < SETTINGS_LIMITS.policies ? (
              <button type="button" className="admin-btn settings__add" onClick={() => update('policies', [...values.policies, ''])}>
                {t('settings.addPolicy')}
              </button>
            ) : null}
          </fieldset>

          <fieldset id="settings-aboutStory" tabIndex={-1} className="admin-fieldset settings__group jump-list-target">
            <legend>{t('settings.aboutStory')}</legend>
            <TranslatedField
              label={t('settings.ourStory')}
              required
              hint={t('settings.ourStoryHint', { count: values.about.length, max: SETTINGS_LIMITS.about })}
              name="about"
              value={values.about}
              onChange={(value) => update('about', value)}
              {...translations}
            >
              {(control) => <textarea {...control} rows={10} />}
            </TranslatedField>
          </fieldset>

          <fieldset id="settings-announcement" tabIndex={-1} className="admin-fieldset settings__group jump-list-target">
            <legend>{t('settings.announcement')}</legend>
            <CheckField label={t('settings.announcementOn')} checked={values.announcementOn} onChange={(on) => update('announcementOn', on)} hint={t('settings.announcementOnHint')} />
            {values.announcementOn ? (
              <div className="admin-form-grid admin-form-grid--2">
                <TranslatedField
                  label={t('settings.announcementText')}
                  required
                  hint={t('settings.characters', { count: values.announcementText.length, max: SETTINGS_LIMITS.announcement })}
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
                <Field label={t('settings.lastDay')} required error={errors['announcement.until']} hint={t('settings.lastDayHint')}>
                  {(control) => <input {...control} type="date" value={values.announcementUntil} onChange={(event) => update('announcementUntil', event.target.value)} />}
                </Field>
              </div>
            ) : null}
          </fieldset>

          <fieldset id="settings-notificationEmails" tabIndex={-1} className="admin-fieldset settings__group jump-list-target">
            <legend>{t('settings.notificationEmails')}</legend>
            <p className="settings__note">{t('settings.notificationNote')}</p>
            {errors.notificationEmails ? <p className="admin-field__error">{errors.notificationEmails}</p> : null}
            {values.notificationEmails.every((email) => !email.trim()) ? (
              <p className="admin-alert settings__warning">{t('settings.nobodyEmailed')}</p>
            ) : null}
            <ol className="settings__rows">
              {values.notificationEmails.map((email, index) => (
                <li key={index} className="settings__row">
                  <Field label={t('settings.emailN', { n: index + 1 })} required error={errors[`notificationEmails.${index}`]}>
                    {(control) => <input {...control} type="email" inputMode="email" value={email} onChange={(event) => update('notificationEmails', values.notificationEmails.map((e, i) => (i === index ? event.target.value : e)))} />}
                  </Field>
                  <RowButtons label={t('settings.row.email', { n: index + 1 })} onRemove={() => update('notificationEmails', values.notificationEmails.filter((_, i) => i !== index))} />
                </li>
              ))}
            </ol>
            {values.notificationEmails.length < SETTINGS_LIMITS.notificationEmails ? (
              <button type="button" className="admin-btn settings__add" onClick={() => update('notificationEmails', [...values.notificationEmails, ''])}>
                {t('settings.addEmail')}
              </button>
            ) : null}
          </fieldset>
        </div>

        <section id="settings-preview" tabIndex={-1} className="settings__preview jump-list-target" aria-labelledby="settings-preview-title">
          <h2 id="settings-preview-title" className="settings__preview-title">
            {t('settings.preview')}
          </h2>
          <SettingsPreview values={values} />
        </section>
      </div>

      <div className="admin-form-actions settings__actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('common.saving') : t('settings.save')}
        </button>
        <button type="button" className="admin-btn admin-btn--quiet" onClick={undo} disabled={!dirty || save.isPending}>
          {t('settings.undo')}
        </button>
        <p className="settings__state" aria-live="polite">
          {dirty ? t('settings.unsaved') : null}
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

/** A list row's buttons (move up, move down, remove), each named for its row: `label` names it ("policy 2", "la norma 2"). */
function RowButtons({ label, onUp, onDown, onRemove }: { label: string; onUp?: () => void; onDown?: () => void; onRemove: () => void }) {
  const t = useAdminT();
  const moves = onUp !== undefined || onDown !== undefined;
  return (
    <div className="settings__row-buttons">
      {moves ? (
        <>
          <button type="button" className="admin-btn admin-btn--quiet settings__icon-btn" onClick={onUp} disabled={!onUp} aria-label={t('settings.moveUp', { what: label })}>
            ↑
          </button>
          <button type="button" className="admin-btn admin-btn--quiet settings__icon-btn" onClick={onDown} disabled={!onDown} aria-label={t('settings.moveDown', { what: label })}>
            ↓
          </button>
        </>
      ) : null}
      <button type="button" className="admin-btn admin-btn--quiet settings__icon-btn" onClick={onRemove} aria-label={t('settings.remove', { what: label })}>
        ×
      </button>
    </div>
  );
}

