// /admin/forgot-password: asks for a reset link. The answer reads the same whatever the address, as the server's does.
import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../../lib/trpc';
import { saveFailure } from '../../components/admin/form-errors';
import { AuthCard } from './auth-card';

type Status = { state: 'idle' } | { state: 'busy' } | { state: 'sent' } | { state: 'error'; message: string };

export const RESET_SENT_MESSAGE = 'If that address belongs to a staff account, we have sent it a link to choose a new password. The link works for 60 minutes.';

export function ForgotPasswordPage() {
  const request = trpc.auth.requestPasswordReset.useMutation();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const errorId = useId();
  const busy = status.state === 'busy';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      setStatus({ state: 'error', message: 'Please enter your e-mail.' });
      return;
    }
    setStatus({ state: 'busy' });
    try {
      await request.mutateAsync({ email });
      setStatus({ state: 'sent' });
    } catch (error) {
      const failure = saveFailure(error, 'Something went wrong. Please try again.');
      setStatus({ state: 'error', message: failure.fields.email ?? failure.message });
    }
  }

  return (
    <AuthCard title="Forgot your password?" lead="Enter the e-mail you sign in with. We will send you a link to choose a new password.">
      {status.state === 'sent' ? (
        <p className="admin-notice" role="status">
          {RESET_SENT_MESSAGE}
        </p>
      ) : (
        <form className="admin-form" onSubmit={onSubmit} noValidate aria-describedby={status.state === 'error' ? errorId : undefined}>
          <div className="admin-field">
            <label htmlFor="forgot-email">E-mail</label>
            <input id="forgot-email" name="email" type="email" autoComplete="username" inputMode="email" required disabled={busy} />
          </div>
          {status.state === 'error' ? (
            <p id={errorId} className="admin-alert" role="alert">
              {status.message}
            </p>
          ) : null}
          <button type="submit" className="btn btn--wine btn--block" disabled={busy} aria-busy={busy}>
            {busy ? 'Sending…' : 'Send me a link'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
