// /admin/forgot-password: asks for a reset link. The answer reads the same whatever the address, as the server's does.
import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../../lib/trpc';
import { saveFailure } from '../../components/admin/form-errors';
import { AuthCard } from './auth-card';
import { useAdminT } from '../../i18n/admin-language';

type Status = { state: 'idle' } | { state: 'busy' } | { state: 'sent' } | { state: 'error'; message: string };

export function ForgotPasswordPage() {
  const request = trpc.auth.requestPasswordReset.useMutation();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const errorId = useId();
  const busy = status.state === 'busy';
  const t = useAdminT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      setStatus({ state: 'error', message: t('forgot.missing') });
      return;
    }
    setStatus({ state: 'busy' });
    try {
      await request.mutateAsync({ email });
      setStatus({ state: 'sent' });
    } catch (error) {
      const failure = saveFailure(error, t('common.tryAgain'));
      setStatus({ state: 'error', message: failure.fields.email ?? failure.message });
    }
  }

  return (
    <AuthCard title={t('forgot.title')} lead={t('forgot.lead')}>
      {status.state === 'sent' ? (
        <p className="admin-notice" role="status">
          {t('forgot.sent')}
        </p>
      ) : (
        <form className="admin-form" onSubmit={onSubmit} noValidate aria-describedby={status.state === 'error' ? errorId : undefined}>
          <div className="admin-field">
            <label htmlFor="forgot-email">{t('auth.email')}</label>
            <input id="forgot-email" name="email" type="email" autoComplete="username" inputMode="email" required disabled={busy} />
          </div>
          {status.state === 'error' ? (
            <p id={errorId} className="admin-alert" role="alert">
              {status.message}
            </p>
          ) : null}
          <button type="submit" className="btn btn--wine btn--block" disabled={busy} aria-busy={busy}>
            {busy ? t('common.sending') : t('forgot.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
