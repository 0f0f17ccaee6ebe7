// /admin/account (everyone): who I am (and my name, which I may correct), the language I work in, a new password (with
// the current one), and signing out my other devices.
import { useRouter } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { trpc } from '../../lib/trpc';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { Field } from '../../components/admin/field';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { useToast } from '../../components/admin/toasts';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { ROLE_LABELS } from './role-labels';
import { STAFF_PASSWORD_MIN_LENGTH as MIN_PASSWORD_LENGTH, staffPasswordField } from '../../../shared/schemas/auth';
import './team-admin.css';
import { adminText, showAdminIn, useAdminT } from '../../i18n/admin-language';
import { LANGUAGES, type Lang } from '../../../shared/config/languages';

const newPasswordRule = staffPasswordField('New password');

function PasswordForm() {
  const change = trpc.admin.me.changePassword.useMutation();
  const toast = useToast();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const t = useAdminT();
  // A password half typed is not lost by leaving the screen unasked.
  const [typed, setTyped] = useState(false);
  useUnsavedChanges(typed);
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    setTyped([...new FormData(event.currentTarget).values()].some((value) => value !== ''));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const data = new FormData(event.currentTarget);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const newPassword = String(data.get('newPassword') ?? '');
    const problems: Record<string, string> = {};
    if (!currentPassword) problems.currentPassword = t('account.currentRequired');
    const checked = newPasswordRule.safeParse(newPassword);
    if (!checked.success) problems.newPassword = inAdminLanguage(checked.error.issues[0]!.message);
    else if (newPassword !== String(data.get('repeat') ?? '')) problems.repeat = t('account.notSame');
    setFields(problems);
    setMessage(null);
    if (Object.keys(problems).length) return;
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.current?.reset();
      setTyped(false);
      toast.success(t('account.passwordChanged'));
    } catch (error) {
      const failure = saveFailure(error, t('account.passwordFailed'));
      setFields(failure.fields);
      if (!Object.keys(failure.fields).length) setMessage(failure.message);
    }
  }

  return (
    <form ref={form} className="admin-fieldset account-form" onSubmit={onSubmit} onInput={onInput} noValidate aria-labelledby="account-password-title">
      <h2 id="account-password-title" className="account-section__title">{t('account.passwordTitle')}</h2>
      <Field label={t('account.currentPassword')} error={fields.currentPassword}>
        {(control) => <input {...control} name="currentPassword" type="password" autoComplete="current-password" />}
      </Field>
      <Field label={t('account.newPassword')} hint={t('account.newPasswordHint', { min: MIN_PASSWORD_LENGTH })} error={fields.newPassword}>
        {(control) => <input {...control} name="newPassword" type="password" autoComplete="new-password" />}
      </Field>
      <Field label={t('account.repeat')} error={fields.repeat}>
        {(control) => <input {...control} name="repeat" type="password" autoComplete="new-password" />}
      </Field>
      {message ? (
        <p className="admin-alert" role="alert">
          {message}
        </p>
      ) : null}
      <div>
        <button type="submit" className="admin-btn admin-btn--primary" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? t('common.saving') : t('account.changePassword')}
        </button>
      </div>
    </form>
  );
}

/** The name colleagues see in the header, on Team and in the activity log. */
function NameForm({ saved }: { saved: string }) {
  const rename = trpc.admin.me.update.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const [name, setName] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const t = useAdminT();
  useUnsavedChanges(name.trim() !== saved);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rename.isPending) return;
    if (!name.trim()) {
      setError(t('account.nameRequired'));
      return;
    }
    setError(undefined);
    try {
      const me = await rename.mutateAsync({ name: name.trim() });
      setName(me.name);
      utils.admin.me.get.setData(undefined, me);
      await utils.auth.me.invalidate();
      toast.success(t('account.nameSaved'));
    } catch (failure) {
      const { fields, message } = saveFailure(failure, t('account.nameFailed'));
      setError(fields.name ?? message);
    }
  }

  return (
    <form className="admin-fieldset account-form" onSubmit={onSubmit} noValidate aria-labelledby="account-name-title">
      <h2 id="account-name-title" className="account-section__title">{t('account.nameTitle')}</h2>
      <Field label={t('account.name')} hint={t('account.nameHint')} error={error}>
        {(control) => <input {...control} name="name" autoComplete="name" maxLength={120} value={name} onChange={(event) => setName(event.target.value)} />}
      </Field>
      <div>
        <button type="submit" className="admin-btn admin-btn--primary" disabled={rename.isPending || name.trim() === saved} aria-busy={rename.isPending}>
          {rename.isPending ? t('common.saving') : t('account.saveName')}
        </button>
      </div>
    </form>
  );
}

/**
 * The language the member works in: each offered in its own name (whoever cannot read the current one finds theirs),
 * saved at once; the admin turns to it as the account answers.
 */
function LanguageForm({ saved }: { saved: Lang }) {
  const update = trpc.admin.me.update.useMutation();
  const utils = trpc.useUtils();
  const router = useRouter();
  const toast = useToast();
  const t = useAdminT();
  // The choice shows at once; a save that fails puts the saved one back.
  const [chosen, setChosen] = useState(saved);

  async function choose(language: Lang) {
    if (language === chosen || update.isPending) return;
    setChosen(language);
    try {
      const me = await update.mutateAsync({ language });
      // The screens turn to it at once (the tab's title too), before the toast says so in it.
      if (await showAdminIn(me.language)) void router.invalidate();
      utils.admin.me.get.setData(undefined, me);
      toast.success(adminText('account.languageSaved'));
    } catch (failure) {
      setChosen(saved);
      toast.error(saveFailure(failure, t('account.languageFailed')).message);
    }
  }

  return (
    <section className="admin-fieldset account-form" aria-labelledby="account-language-title">
      <h2 id="account-language-title" className="account-section__title">{t('account.languageTitle')}</h2>
      <p id="account-language-lead" className="admin-table__muted">{t('account.languageLead')}</p>
      <div role="radiogroup" aria-labelledby="account-language-title" aria-describedby="account-language-lead" aria-busy={update.isPending} className="account-language__choices">
        {LANGUAGES.map((language) => (
          <label key={language.code} className="account-language__choice" lang={language.code}>
            <input type="radio" name="language" value={language.code} checked={chosen === language.code} disabled={update.isPending} onChange={() => void choose(language.code)} />
            {language.name}
          </label>
        ))}
      </div>
    </section>
  );
}

function OtherDevices() {
  const signOut = trpc.admin.me.signOutOtherDevices.useMutation();
  const confirm = useConfirm();
  const toast = useToast();
  const t = useAdminT();

  async function onClick() {
    const sure = await confirm({
      message: t('account.devicesConfirm'),
      detail: t('account.devicesDetail'),
      confirmLabel: t('account.devicesConfirmLabel'),
    });
    if (!sure) return;
    try {
      await signOut.mutateAsync();
      toast.success(t('account.devicesDone'));
    } catch (error) {
      toast.error(saveFailure(error, t('account.devicesFailed')).message);
    }
  }

  return (
    <section className="admin-fieldset" aria-labelledby="account-devices-title">
      <h2 id="account-devices-title" className="account-section__title">{t('account.devicesTitle')}</h2>
      <p className="admin-table__muted">{t('account.devicesLead')}</p>
      <div>
        <button type="button" className="admin-btn" onClick={onClick} disabled={signOut.isPending} aria-busy={signOut.isPending}>
          {t('account.devicesButton')}
        </button>
      </div>
    </section>
  );
}

export function MyAccountPage() {
  const me = trpc.admin.me.get.useQuery();
  const t = useAdminT();
  return (
    <AdminPage title={t('account.title')}>
      {me.isPending ? <AdminState kind="loading">{t('account.loading')}</AdminState> : null}
      {me.isError ? <AdminState kind="error">{t('account.loadError')}</AdminState> : null}
      {me.data ? (
        <div className="account-grid">
          <dl className="admin-fieldset account-facts">
            <div>
              <dt>{t('account.email')}</dt>
              <dd>{me.data.email}</dd>
            </div>
            <div>
              <dt>{t('account.role')}</dt>
              <dd>{t(ROLE_LABELS[me.data.role].name)}</dd>
            </div>
          </dl>
          <NameForm saved={me.data.name} />
          <LanguageForm saved={me.data.language} />
          <PasswordForm />
          <OtherDevices />
        </div>
      ) : null}
    </AdminPage>
  );
}
