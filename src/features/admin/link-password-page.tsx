// The two pages an e-mailed link opens: /admin/invitation (choose a name and password, then signed in) and
// /admin/reset-password (choose a new password, then sign in). The token comes in the link and goes back once.
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { setToken } from '../../lib/auth-storage';
import { trpc } from '../../lib/trpc';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { AuthCard } from './auth-card';
import { STAFF_PASSWORD_MIN_LENGTH as MIN_PASSWORD_LENGTH, staffPassword } from '../../../shared/schemas/auth';
import { adminText, useAdminT } from '../../i18n/admin-language';

type Status = { state: 'idle' } | { state: 'busy' } | { state: 'done' } | { state: 'error'; message: string; fields: Record<string, string> };

/** Checks in the browser what the server checks too, so a typo is caught before the round trip. */
function passwordProblems(password: string, repeat: string): Record<string, string> {
  const checked = staffPassword.safeParse(password);
  if (!checked.success) return { password: inAdminLanguage(checked.error.issues[0]!.message) };
  if (password !== repeat) return { repeat: adminText('link.notSame') };
  return {};
}

function PasswordFields({ status, busy, withName }: { status: Status; busy: boolean; withName?: boolean }) {
  const fields = status.state === 'error' ? status.fields : {};
  const hintId = useId();
  const t = useAdminT();
  return (
    <>
      {withName ? (
        <div className={`admin-field${fields.name ? ' admin-field--invalid' : ''}`}>
          <label htmlFor="link-name">{t('link.yourName')}</label>
          <input id="link-name" name="name" autoComplete="name" maxLength={120} disabled={busy} aria-invalid={fields.name ? true : undefined} aria-describedby={fields.name ? 'link-name-error' : undefined} />
          {fields.name ? <p id="link-name-error" className="admin-field__error">{fields.name}</p> : null}
        </div>
      ) : null}
      <div className={`admin-field${fields.password ? ' admin-field--invalid' : ''}`}>
        <label htmlFor="link-password">{t('link.newPassword')}</label>
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
        <p id={hintId} className="admin-field__hint">{t('link.passwordHint', { min: MIN_PASSWORD_LENGTH })}</p>
        {fields.password ? <p id="link-password-error" className="admin-field__error">{fields.password}</p> : null}
      </div>
      <div className={`admin-field${fields.repeat ? ' admin-field--invalid' : ''}`}>
        <label htmlFor="link-repeat">{t('link.repeat')}</label>
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
  const failure = saveFailure(error, adminText('common.tryAgain'));
  // A bad link is the whole page's problem, not a field's.
  if (failure.fields.token) return { state: 'error', message: adminText('link.bad'), fields: {} };
  return { state: 'error', message: failure.message, fields: failure.fields };
}

function MissingLink({ title }: { title: string }) {
  const t = useAdminT();
  return (
    <AuthCard title={title}>
      <p className="admin-alert" role="alert">
        {t('link.bad')}
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
  const t = useAdminT();
  if (!token) return <MissingLink title={t('invitation.title')} />;

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
    <AuthCard title={t('invitation.title')} lead={t('invitation.lead')}>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <PasswordFields status={status} busy={busy} withName />
        <FormAlert status={status} />
        <button type="submit" className="btn btn--wine btn--block" disabled={busy} aria-busy={busy}>
          {busy ? t('invitation.busy') : t('invitation.submit')}
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
  const t = useAdminT();
  if (!token) return <MissingLink title={t('reset.title')} />;

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
      <AuthCard title={t('reset.doneTitle')} back={null}>
        <p className="admin-notice" role="status">
          {t('reset.done')}
        </p>
        <Link to="/admin/login" className="btn btn--wine btn--block">
          {t('login.submit')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')}>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <PasswordFields status={status} busy={busy} />
        <FormAlert status={status} />
        <button type="submit" className="btn btn--wine btn--block" disabled={busy} aria-busy={busy}>
          {busy ? t('common.saving') : t('reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
