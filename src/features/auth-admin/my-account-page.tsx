// /admin/account (everyone): who I am (and my name, which I may correct), a new password (with the current one), and
// signing out my other devices.
import { useRef, useState, type FormEvent } from 'react';
import { trpc } from '../../lib/trpc';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { Field } from '../../components/admin/field';
import { saveFailure } from '../../components/admin/form-errors';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { useToast } from '../../components/admin/toasts';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { ROLE_LABELS } from './role-labels';
import { STAFF_PASSWORD_MIN_LENGTH as MIN_PASSWORD_LENGTH, staffPasswordField } from '../../../shared/schemas/auth';
import './team-admin.css';

const newPasswordRule = staffPasswordField('New password');


function PasswordForm() {
  const change = trpc.admin.me.changePassword.useMutation();
  const toast = useToast();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
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
    if (!currentPassword) problems.currentPassword = 'Current password is required.';
    const checked = newPasswordRule.safeParse(newPassword);
    if (!checked.success) problems.newPassword = checked.error.issues[0]!.message;
    else if (newPassword !== String(data.get('repeat') ?? '')) problems.repeat = 'The two new passwords are not the same.';
    setFields(problems);
    setMessage(null);
    if (Object.keys(problems).length) return;
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.current?.reset();
      setTyped(false);
      toast.success('Password changed. Your other devices are signed out.');
    } catch (error) {
      const failure = saveFailure(error, 'The password could not be changed.');
      setFields(failure.fields);
      if (!Object.keys(failure.fields).length) setMessage(failure.message);
    }
  }

  return (
    <form ref={form} className="admin-fieldset account-form" onSubmit={onSubmit} onInput={onInput} noValidate aria-labelledby="account-password-title">
      <h2 id="account-password-title" className="account-section__title">Change password</h2>
      <Field label="Current password" error={fields.currentPassword}>
        {(control) => <input {...control} name="currentPassword" type="password" autoComplete="current-password" />}
      </Field>
      <Field label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} error={fields.newPassword}>
        {(control) => <input {...control} name="newPassword" type="password" autoComplete="new-password" />}
      </Field>
      <Field label="New password again" error={fields.repeat}>
        {(control) => <input {...control} name="repeat" type="password" autoComplete="new-password" />}
      </Field>
      {message ? (
        <p className="admin-alert" role="alert">
          {message}
        </p>
      ) : null}
      <div>
        <button type="submit" className="admin-btn admin-btn--primary" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change password'}
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
  useUnsavedChanges(name.trim() !== saved);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rename.isPending) return;
    if (!name.trim()) {
      setError('Name is required.');
      return;
    }
    setError(undefined);
    try {
      const me = await rename.mutateAsync({ name: name.trim() });
      setName(me.name);
      utils.admin.me.get.setData(undefined, me);
      await utils.auth.me.invalidate();
      toast.success('Name saved.');
    } catch (failure) {
      const { fields, message } = saveFailure(failure, 'The name could not be saved.');
      setError(fields.name ?? message);
    }
  }

  return (
    <form className="admin-fieldset account-form" onSubmit={onSubmit} noValidate aria-labelledby="account-name-title">
      <h2 id="account-name-title" className="account-section__title">Your name</h2>
      <Field label="Name" hint="As your colleagues see it in the admin and the activity log." error={error}>
        {(control) => <input {...control} name="name" autoComplete="name" maxLength={120} value={name} onChange={(event) => setName(event.target.value)} />}
      </Field>
      <div>
        <button type="submit" className="admin-btn admin-btn--primary" disabled={rename.isPending || name.trim() === saved} aria-busy={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </button>
      </div>
    </form>
  );
}

function OtherDevices() {
  const signOut = trpc.admin.me.signOutOtherDevices.useMutation();
  const confirm = useConfirm();
  const toast = useToast();

  async function onClick() {
    const sure = await confirm({
      message: 'Sign out your other devices?',
      detail: 'Every other phone, tablet or computer signed in to your account will have to sign in again. This one stays signed in.',
      confirmLabel: 'Sign them out',
    });
    if (!sure) return;
    try {
      await signOut.mutateAsync();
      toast.success('Your other devices are signed out.');
    } catch (error) {
      toast.error(saveFailure(error, 'Your other devices could not be signed out.').message);
    }
  }

  return (
    <section className="admin-fieldset" aria-labelledby="account-devices-title">
      <h2 id="account-devices-title" className="account-section__title">Other devices</h2>
      <p className="admin-table__muted">Lost a phone, or signed in on the bar&apos;s computer and forgot to sign out? Sign out everywhere but here.</p>
      <div>
        <button type="button" className="admin-btn" onClick={onClick} disabled={signOut.isPending} aria-busy={signOut.isPending}>
          Sign out my other devices
        </button>
      </div>
    </section>
  );
}

export function MyAccountPage() {
  const me = trpc.admin.me.get.useQuery();
  return (
    <AdminPage title="My account">
      {me.isPending ? <AdminState kind="loading">Loading your account…</AdminState> : null}
      {me.isError ? <AdminState kind="error">Your account could not be loaded.</AdminState> : null}
      {me.data ? (
        <div className="account-grid">
          <dl className="admin-fieldset account-facts">
            <div>
              <dt>E-mail</dt>
              <dd>{me.data.email}</dd>
            </div>
            <div>
              <dt>Role</dt>
              <dd>{ROLE_LABELS[me.data.role].name}</dd>
            </div>
          </dl>
          <NameForm saved={me.data.name} />
          <PasswordForm />
          <OtherDevices />
        </div>
      ) : null}
    </AdminPage>
  );
}
