// What an e-mailed link's page shows when the link cannot be used (used, replaced, expired or not a link), said on
// arrival: a reset link offers a new link for the address it was sent to, in one tap; an invitation says to ask the
// owner, who sends a new one from Team. Also the brief moments before: checking the link, or not being able to.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { LinkState } from '../../../shared/schemas/team';
import { trpc } from '../../lib/trpc';
import { saveFailure } from '../../components/admin/form-errors';
import { useAdminT } from '../../i18n/admin-language';
import type { AdminKey } from '../../../shared/i18n/admin/en';
import { AuthCard } from './auth-card';
import type { LinkKind } from './link-state';

type Ended = Exclude<LinkState, 'valid'>;

const TITLES: Record<LinkKind, Record<Ended, AdminKey>> = {
  'password-reset': { used: 'links.reset.usedTitle', expired: 'links.reset.expiredTitle', replaced: 'links.reset.replacedTitle', invalid: 'links.reset.invalidTitle' },
  invitation: { used: 'links.invitation.usedTitle', expired: 'links.invitation.expiredTitle', replaced: 'links.invitation.replacedTitle', invalid: 'links.invitation.invalidTitle' },
};
const TEXTS: Record<LinkKind, Record<Ended, AdminKey>> = {
  'password-reset': { used: 'links.reset.usedText', expired: 'links.reset.expiredText', replaced: 'links.reset.replacedText', invalid: 'links.reset.invalidText' },
  invitation: { used: 'links.invitation.usedText', expired: 'links.invitation.expiredText', replaced: 'links.invitation.replacedText', invalid: 'links.invitation.invalidText' },
};

type Resend = { state: 'idle' } | { state: 'busy' } | { state: 'sent' } | { state: 'error'; message: string };

/** "E-mail me a new link": asks for a reset link for the address the old one was sent to, at once, and says so. */
function NewResetLink({ email }: { email: string }) {
  const t = useAdminT();
  const request = trpc.auth.requestPasswordReset.useMutation();
  const [resend, setResend] = useState<Resend>({ state: 'idle' });
  const busy = resend.state === 'busy';

  async function send() {
    if (busy) return;
    setResend({ state: 'busy' });
    try {
      await request.mutateAsync({ email });
      setResend({ state: 'sent' });
    } catch (error) {
      setResend({ state: 'error', message: saveFailure(error, t('common.tryAgain')).message });
    }
  }

  if (resend.state === 'sent') {
    return (
      <p className="admin-notice" role="status">
        <WithEmail text={(slot) => t('links.reset.sent', { email: slot })} email={email} />
      </p>
    );
  }
  return (
    <>
      {resend.state === 'error' ? (
        <p className="admin-alert" role="alert">
          {resend.message}
        </p>
      ) : null}
      <button type="button" className="btn btn--wine btn--block" onClick={send} disabled={busy} aria-busy={busy}>
        {busy ? t('common.sending') : t('links.reset.sendNew')}
      </button>
    </>
  );
}

const SLOT = '\u0000';

/** A sentence naming the address: the address kept whole on one line where it fits, and set apart from the words. */
function WithEmail({ text, email }: { text: (email: string) => string; email: string }) {
  const [before, after] = text(SLOT).split(SLOT);
  if (after === undefined) return <>{before}</>;
  return (
    <>
      {before}
      <strong className="admin-login__email">{email}</strong>
      {after}
    </>
  );
}

/** The card for a link that cannot be used, with what to do next. */
export function LinkEnded({ kind, state, email }: { kind: LinkKind; state: Ended; email?: string }) {
  const t = useAdminT();
  const signIn = kind === 'invitation' && state === 'used';
  return (
    // A used invitation's one way on is signing in: its button, and no second link to the same place.
    <AuthCard title={t(TITLES[kind][state])} lead={<WithEmail text={(slot) => t(TEXTS[kind][state], { email: slot })} email={email ?? ''} />} {...(signIn ? { back: null } : {})}>
      {kind === 'password-reset' && email ? <NewResetLink email={email} /> : null}
      {kind === 'password-reset' && !email ? (
        <Link to="/admin/forgot-password" className="btn btn--wine btn--block">
          {t('links.reset.askNew')}
        </Link>
      ) : null}
      {signIn ? (
        <Link to="/admin/login" className="btn btn--wine btn--block">
          {t('login.submit')}
        </Link>
      ) : null}
    </AuthCard>
  );
}

/** While the link is being checked: a card with its title, so the page does not jump when the answer comes. */
export function LinkChecking({ title }: { title: string }) {
  const t = useAdminT();
  return (
    <AuthCard title={title}>
      <p className="admin-login__lead" role="status">
        {t('links.checking')}
      </p>
    </AuthCard>
  );
}

/** The link could not be checked (the network, the server): say so, and try again. */
export function LinkCheckFailed({ title, retry }: { title: string; retry: () => void }) {
  const t = useAdminT();
  return (
    <AuthCard title={title}>
      <p className="admin-alert" role="alert">
        {t('links.checkFailed')}
      </p>
      <button type="button" className="btn btn--wine btn--block" onClick={retry}>
        {t('links.retry')}
      </button>
    </AuthCard>
  );
}
