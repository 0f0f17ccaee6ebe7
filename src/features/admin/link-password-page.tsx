// The two pages an e-mailed link opens: /admin/invitation (the invited address, the name the owner typed, a password)
// and /admin/reset-password (a new password). Each first reads where its link stands, so a used, replaced or expired
// link says so on arrival (link-ended.tsx); a good one shows its form, and setting the password signs the member in
// on this browser and goes straight into the admin. The token comes in the link and goes back once.
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { setToken } from '../../lib/auth-storage';
import { trpc } from '../../lib/trpc';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { AuthCard } from './auth-card';
import { STAFF_PASSWORD_MIN_LENGTH as MIN_PASSWORD_LENGTH, staffPassword } from '../../../shared/schemas/auth';
import { adminText, useAdminT } from '../../i18n/admin-language';
import { LinkCheckFailed, LinkChecking, LinkEnded } from './link-ended';
import { useLinkState, type LinkKind, type LinkRead } from './link-state';

type Status = { state: 'idle' } | { state: 'busy' } | { state: 'error'; message: string; fields: Record<string, string> };

/** Checks in the browser what the server checks too, so a typo is caught before the round trip. */
function passwordProblems(password: string, repeat: string): Record<string, string> {
  const checked = staffPassword.safeParse(password);
  if (!checked.success) return { password: inAdminLanguage(checked.error.issues[0]!.message) };
  if (password !== repeat) return { repeat: adminText('link.notSame') };
  return {};
}

/** The fields a message can sit under, in the form's order: the first one with a message gets the focus. */
const FIELD_ORDER = ['name', 'password', 'repeat'] as const;
const FIELD_IDS: Record<(typeof FIELD_ORDER)[number], string> = { name: 'link-name', password: 'link-password', repeat: 'link-repeat' };

/**
 * A failed submit says each thing once: a message that belongs to a field shows under it (and the field takes the
 * focus, so a screen reader reads it with the field); only a message no field holds shows above the button.
 */
function focusFirstInvalid(form: HTMLFormElement | null, fields: Record<string, string>) {
  const first = FIELD_ORDER.find((field) => fields[field]);
  if (first) form?.querySelector<HTMLInputElement>(`#${FIELD_IDS[first]}`)?.focus();
}

/** The address the link was sent to, read-only; also what a password manager files the new password under. */
function AccountEmail({ email }: { email: string }) {
  const t = useAdminT();
  return (
    <div className="admin-field">
      <label htmlFor="link-email">{t('auth.email')}</label>
      <input id="link-email" name="username" type="email" autoComplete="username" value={email} readOnly />
    </div>
  );
}

function PasswordFields({ status, busy, defaultName }: { status: Status; busy: boolean; defaultName?: string }) {
  const fields = status.state === 'error' ? status.fields : {};
  const hintId = useId();
  const t = useAdminT();
  return (
    <>
      {defaultName !== undefined ? (
        <div className={`admin-field${fields.name ? ' admin-field--invalid' : ''}`}>
          <label htmlFor="link-name">{t('link.yourName')}</label>
          <input
            id="link-name"
            name="name"
            autoComplete="name"
            maxLength={120}
            required
            defaultValue={defaultName}
            disabled={busy}
            aria-invalid={fields.name ? true : undefined}
            aria-describedby={fields.name ? 'link-name-error' : undefined}
          />
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

/** Only a message that no field shows (the fields' own show under them). */
function FormAlert({ status }: { status: Status }) {
  if (status.state !== 'error' || Object.keys(status.fields).some((field) => (FIELD_ORDER as readonly string[]).includes(field))) return null;
  return (
    <p className="admin-alert" role="alert">
      {status.message}
    </p>
  );
}

/**
 * One form for both links: what the page shows before it (the link being checked, or ended), the submit with its
 * checks, and, once the password is set, the session kept and the admin opened.
 */
function LinkPasswordForm({
  kind,
  token,
  title,
  lead,
  link,
  submitLabel,
  busyLabel,
  send,
}: {
  kind: LinkKind;
  token: string | undefined;
  title: string;
  lead: string;
  link: LinkRead;
  submitLabel: string;
  busyLabel: string;
  send: (input: { token: string; password: string; name?: string }) => Promise<{ token: string }>;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const busy = status.state === 'busy';

  if (link.status === 'checking') return <LinkChecking title={title} />;
  if (link.status === 'failed') return <LinkCheckFailed title={title} retry={link.retry} />;
  if (link.state !== 'valid' || !token) return <LinkEnded kind={kind} state={link.state === 'valid' ? 'invalid' : link.state} email={link.email} />;
  const { recheck } = link;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    const form = new FormData(event.currentTarget);
    const name = form.has('name') ? String(form.get('name') ?? '').trim() : undefined;
    const password = String(form.get('password') ?? '');
    const problems = passwordProblems(password, String(form.get('repeat') ?? ''));
    if (name === '') problems['name'] = inAdminLanguage('Name is required.');
    if (Object.keys(problems).length) {
      setStatus({ state: 'error', message: Object.values(problems)[0]!, fields: problems });
      focusFirstInvalid(formRef.current, problems);
      return;
    }
    setStatus({ state: 'busy' });
    try {
      const session = await send({ token, password, ...(name ? { name } : {}) });
      setToken(session.token);
      router.history.replace('/admin');
    } catch (error) {
      const failure = saveFailure(error, adminText('common.tryAgain'));
      // The link stopped working while the page was open: said at once, and the link read again so the page says why.
      if (failure.fields['token']) {
        setStatus({ state: 'error', message: failure.message, fields: {} });
        recheck();
        return;
      }
      setStatus({ state: 'error', message: failure.message, fields: failure.fields });
      focusFirstInvalid(formRef.current, failure.fields);
    }
  }

  return (
    <AuthCard title={title} lead={lead}>
      <form ref={formRef} className="admin-form" onSubmit={onSubmit} noValidate>
        {link.email ? <AccountEmail email={link.email} /> : null}
        <PasswordFields status={status} busy={busy} {...(kind === 'invitation' ? { defaultName: link.name ?? '' } : {})} />
        <FormAlert status={status} />
        <button type="submit" className="btn btn--wine btn--block" disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
    </AuthCard>
  );
}

const invitationRoute = getRouteApi('/admin/invitation');
const resetRoute = getRouteApi('/admin/reset-password');

export function InvitationPage() {
  const { token } = invitationRoute.useSearch();
  const accept = trpc.auth.acceptInvitation.useMutation();
  const link = useLinkState('invitation', token);
  const t = useAdminT();
  return (
    <LinkPasswordForm
      kind="invitation"
      token={token}
      title={t('invitation.title')}
      lead={t('links.invitation.lead')}
      link={link}
      submitLabel={t('invitation.submit')}
      busyLabel={t('invitation.busy')}
      send={(input) => accept.mutateAsync(input)}
    />
  );
}

export function ResetPasswordPage() {
  const { token } = resetRoute.useSearch();
  const confirm = trpc.auth.confirmPasswordReset.useMutation();
  const link = useLinkState('password-reset', token);
  const t = useAdminT();
  return (
    <LinkPasswordForm
      kind="password-reset"
      token={token}
      title={t('reset.title')}
      lead={t('links.reset.lead')}
      link={link}
      submitLabel={t('reset.submit')}
      busyLabel={t('common.saving')}
      send={({ token: linkToken, password }) => confirm.mutateAsync({ token: linkToken, password })}
    />
  );
}
