// Staff sign-in: e-mail and password; idle, busy and error states; the token is kept in local storage.
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { setToken } from '../../lib/auth-storage';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { afterLoginPath, requireLoginSession } from './login-result';
import { AuthCard } from './auth-card';
import { useAdminT } from '../../i18n/admin-language';
import { inAdminLanguage } from '../../components/admin/form-errors';

const routeApi = getRouteApi('/admin/login');

type Status = { state: 'idle' } | { state: 'busy' } | { state: 'error'; message: string };

export function LoginPage() {
  const { redirect } = routeApi.useSearch();
  const router = useRouter();
  const login = trpc.auth.login.useMutation();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const errorId = useId();
  const busy = status.state === 'busy';
  const t = useAdminT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      setStatus({ state: 'error', message: t('login.missing') });
      return;
    }
    setStatus({ state: 'busy' });
    try {
      const session = requireLoginSession(await login.mutateAsync({ email, password }));
      setToken(session.token);
      router.history.replace(afterLoginPath(redirect));
    } catch (error) {
      setStatus({ state: 'error', message: inAdminLanguage(errorMessage(error, t('login.failed'))) });
    }
  }

  return (
    <AuthCard
      title={t('login.title')}
      back={
        <div className="admin-login__links">
          <Link to="/admin/forgot-password" className="admin-login__back">
            {t('login.forgot')}
          </Link>
          <Link to="/{-$lang}" params={{ lang: undefined }} className="admin-login__back">
            {t('login.backToSite')}
          </Link>
        </div>
      }
    >
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-describedby={status.state === 'error' ? errorId : undefined}>
        <div className="admin-field">
          <label htmlFor="login-email">{t('auth.email')}</label>
          <input id="login-email" name="email" type="email" autoComplete="username" inputMode="email" required disabled={busy} />
        </div>
        <div className="admin-field">
          <label htmlFor="login-password">{t('auth.password')}</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required disabled={busy} />
        </div>
        {status.state === 'error' ? (
          <p id={errorId} className="admin-alert" role="alert">
            {status.message}
          </p>
        ) : null}
        <button type="submit" className="btn btn--wine btn--block" disabled={busy} aria-busy={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
