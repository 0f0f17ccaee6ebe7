// The two pages an e-mailed link opens: /admin/invitation (choose a name and password, then signed in) and
// /admin/reset-password (choose a new password, then sign in). The token comes in the link and goes back once.
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { setToken } from '../../lib/auth-storage';
import { trpc } from '../../lib/trpc';
import { saveFailure } from '../../components/admin/form-errors';
import { AuthCard } from './auth-card';
import { STAFF_PASSWORD_MIN_LENGTH as MIN_PASSWORD_LENGTH, staffPassword } from '../../../shared/schemas/auth';
import { INVALID_LINK_MESSAGE } from '../../../shared/schemas/team';

const BAD_LINK = INVALID_LINK_MESSAGE;

type Status = { state: 'idle' } | { state: 'busy' } | { state: 'done' } | { state: 'error'; message: string; fields: Record<string, string> };

/** Checks in the browser what the server checks too, so a typo is caught before the round trip. */
function passwordProblems(password: string, repeat: string): Record<string, string> {
  const checked = staffPassword.safeParse(password);
  if (!checked.success) return { password: checked.error.issues[0]!.message };
  if (password !== repeat) return { repeat: 'The two passwords are not the same.' };
  return {};
}

function PasswordFields({ status, busy, withName }: { status: Status; busy: boolean; withName?: boolean }) {
  const fields = status.state === 'error' ? status.fields : {};
  const hintId = useId();
  return (
    <>
      {withName ? (
        <div className={`admin-field${fields.name ? ' admin-field--invalid' : ''}`}>
          <label htmlFor="link-name">Your name</label>
          <input id="link-name" name="name" autoComplete="name" maxLength={120} disabled={busy} aria-invalid={fields.name ? true : undefined} aria-describedby={fields.name ? 'link-name-error' : undefined} />
          {fields.name ? <p id="link-name-error" className="admin-field__error">{fields.name}</p> : null}
        </div>
      ) : null}
      <div className={`admin-field${fields.password ? ' admin-field--invalid' : ''}`}>
        <label htmlFor="link-password">New password</label>
        <input
          id="link-password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          disabled={busy}
          aria-invalid={fields.password ? true : undefined}
          aria-describedby={`${hintId}${fields.password ? ' link-password-error' : ''}`}
        />
        <p id={hintId} className="admin-field__hint">At least {MIN_PASSWORD_LENGTH} characters. A few words you remember make a good one.</p>
        {fields.password ? <p id="link-password-error" className="admin-field__error">{fields.password}</p> : null}
      </div>
      <div className={`admin-field${fields.repeat ? ' admin-field--invalid' : ''}`}>
        <label htmlFor="link-repeat">New password again</label>
        <input id="link-repeat" name="repeat" type="password" autoComplete="new-password" required disabled={busy} aria-invalid={fields.repeat ? true : undefined} aria-describedby={fields.repeat ? 'link-repeat-error' : undefined} />
        {fields.repeat ? <p id="link-repeat-error" className="admin-field__error">{fields.repeat}</p> : null}
      </div>
    </>
  );
}

function FormAlert({ status }: { status: Status }) {
  if (status.state !== 'error') return null;
  return (
    <p className="admin-alert" role="alert">
      {status.message}
    </p>
  );
}

function failureStatus(error: unknown): Status {
  const failure = saveFailure(error, 'Something went wrong. Please try again.');
  // A bad link is the whole page's problem, not a field's.
  if (failure.fields.token) return { state: 'error', message: `${BAD_LINK} Ask for a new one.`, fields: {} };
  return { state: 'error', message: failure.message, fields: failure.fields };
}

function MissingLink({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <p className="admin-alert" role="alert">
        {BAD_LINK} Ask for a new one.
      </p>
    </AuthCard>
  );
}

const invitationRoute = getRouteApi('/admin/invitation');
const resetRoute = getRouteApi('/admin/reset-password');

export function InvitationPage() {
  const { token } = invitationRoute.useSearch();
  const router = useRouter();
  const accept = trpc.auth.acceptInvitation.useMutation();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const busy = status.state === 'busy';
  if (!token) return <MissingLink title="Join the team" />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const problems = passwordProblems(password, String(form.get('repeat') ?? ''));
    if (Object.keys(problems).length) {
      setStatus({ state: 'error', message: Object.values(problems)[0]!, fields: problems });
      return;
    }
    setStatus({ state: 'busy' });
    try {
      const session = await accept.mutateAsync({ token, password, ...(name ? { name } : {}) });
      setToken(session.token);
      router.history.replace('/admin');
    } catch (error) {
      setStatus(failureStatus(error));
    }
  }

  return (
    <AuthCard title="Join the team" lead="Choose the password you will sign in with. Your name is shown to your colleagues; leave it empty to keep the one the owner gave.">
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <PasswordFields status={status} busy={busy} withName />
        <FormAlert status={status} />
        <button type="submit" className="btn btn--wine btn--block" disabled={busy} aria-busy={busy}>
          {busy ? 'Setting up…' : 'Set password and sign in'}
        </button>
      </form>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const { token } = resetRoute.useSearch();
  const confirm = trpc.auth.confirmPasswordReset.useMutation();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const busy = status.state === 'busy';
  if (!token) return <MissingLink title="Choose a new password" />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const problems = passwordProblems(password, String(form.get('repeat') ?? ''));
    if (Object.keys(problems).length) {
      setStatus({ state: 'error', message: Object.values(problems)[0]!, fields: problems });
      return;
    }
    setStatus({ state: 'busy' });
    try {
      await confirm.mutateAsync({ token, password });
      setStatus({ state: 'done' });
    } catch (error) {
      setStatus(failureStatus(error));
    }
  }

  if (status.state === 'done') {
    return (
      <AuthCard title="Password changed" back={null}>
        <p className="admin-notice" role="status">
          Your new password is set, and every device that was signed in to your account has been signed out.
        </p>
        <Link to="/admin/login" className="btn btn--wine btn--block">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <PasswordFields status={status} busy={busy} />
        <FormAlert status={status} />
        <button type="submit" className="btn btn--wine btn--block" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </AuthCard>
  );
}
