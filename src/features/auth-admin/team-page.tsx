// /admin/team (owner): who can sign in and what each may do — invite, change a role or a language, deactivate, remove,
// re-send.
import { useId, useRef, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../shared/rules/staff-roles';
import type { TeamMemberDto } from '../../../shared/schemas/team';
import { useBarDateTime } from '../../lib/bar-time';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { Field } from '../../components/admin/field';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { ROLE_LABELS } from './role-labels';
import './team-admin.css';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { languageName } from '../../i18n/language-name';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../../../shared/config/languages';
import type { AdminKey } from '../../../shared/i18n/catalog-types';

/** Roles from most to least, as the invite form and the role menus offer them. */
const ROLES_OFFERED = [...STAFF_ROLES].reverse();

function status(member: TeamMemberDto): { label: AdminKey; tone: 'on' | 'new' | 'off' } {
  if (!member.active) return { label: 'team.status.off', tone: 'off' };
  if (member.pending) return { label: 'team.status.new', tone: 'new' };
  return { label: 'team.status.on', tone: 'on' };
}

/** The site's languages, each in its own name (the owner picks the one the colleague reads). */
function LanguageOptions() {
  return LANGUAGES.map((language) => (
    <option key={language.code} value={language.code} lang={language.code}>
      {language.name}
    </option>
  ));
}

function InviteForm() {
  const utils = trpc.useUtils();
  const invite = trpc.admin.team.invite.useMutation({ onSuccess: () => utils.admin.team.list.invalidate() });
  const toast = useToast();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const t = useAdminT();
  // An address or name typed and not yet sent is not lost by leaving the screen.
  const [typed, setTyped] = useState(false);
  useUnsavedChanges(typed);
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    setTyped(['email', 'name'].some((field) => String(data.get(field) ?? '').trim() !== ''));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const data = new FormData(event.currentTarget);
    const input = {
      email: String(data.get('email') ?? '').trim(),
      name: String(data.get('name') ?? '').trim(),
      role: String(data.get('role') ?? 'staff') as StaffRole,
      language: String(data.get('language') ?? DEFAULT_LANG) as Lang,
    };
    const problems: Record<string, string> = {};
    if (!input.email) problems.email = t('team.emailRequired');
    if (!input.name) problems.name = t('team.nameRequired');
    setFields(problems);
    setMessage(null);
    if (Object.keys(problems).length) return;
    try {
      const member = await invite.mutateAsync(input);
      form.current?.reset();
      setTyped(false);
      toast.success(t('team.invited', { email: member.email }));
    } catch (error) {
      const failure = saveFailure(error, t('team.inviteFailed'));
      setFields(failure.fields);
      if (!Object.keys(failure.fields).length) setMessage(failure.message);
    }
  }

  return (
    <form ref={form} className="admin-fieldset team-invite" onSubmit={onSubmit} onInput={onInput} noValidate aria-labelledby="team-invite-title">
      <h2 id="team-invite-title" className="account-section__title">{t('team.inviteTitle')}</h2>
      <div className="team-invite__fields">
        <Field label={t('team.email')} error={fields.email}>
          {(control) => <input {...control} name="email" type="email" inputMode="email" autoComplete="off" />}
        </Field>
        <Field label={t('team.name')} error={fields.name}>
          {(control) => <input {...control} name="name" autoComplete="off" maxLength={120} />}
        </Field>
        <Field label={t('team.role')} error={fields.role} hint={t('team.roleHint')}>
          {(control) => (
            <select {...control} name="role" defaultValue="staff">
              {ROLES_OFFERED.map((role) => (
                <option key={role} value={role}>
                  {t(ROLE_LABELS[role].name)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('team.language')} error={fields.language} hint={t('team.languageHint')}>
          {(control) => (
            <select {...control} name="language" defaultValue={DEFAULT_LANG}>
              <LanguageOptions />
            </select>
          )}
        </Field>
      </div>
      {message ? (
        <p className="admin-alert" role="alert">
          {message}
        </p>
      ) : null}
      <div>
        <button type="submit" className="admin-btn admin-btn--primary" disabled={invite.isPending} aria-busy={invite.isPending}>
          {invite.isPending ? t('common.sending') : t('team.send')}
        </button>
      </div>
    </form>
  );
}

function MemberRow({ member, isMe }: { member: TeamMemberDto; isMe: boolean }) {
  const utils = trpc.useUtils();
  const refresh = { onSettled: () => utils.admin.team.list.invalidate() };
  const update = trpc.admin.team.update.useMutation(refresh);
  const remove = trpc.admin.team.remove.useMutation(refresh);
  const resend = trpc.admin.team.resendInvitation.useMutation(refresh);
  const confirm = useConfirm();
  const toast = useToast();
  const when = useBarDateTime();
  const roleId = useId();
  const languageId = useId();
  const t = useAdminT();
  const lang = useAdminLang();
  const busy = update.isPending || remove.isPending || resend.isPending;
  // The menu only picks; "Change role" applies it, so moving through the options by keyboard asks nothing yet.
  const [role, setRole] = useState<StaffRole>(member.role);
  const { label, tone } = status(member);

  async function run(action: () => Promise<unknown>, done: string, failed: string) {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(saveFailure(error, failed).message);
    }
  }

  async function changeRole() {
    if (role === member.role) return;
    const sure = await confirm({
      message: t('team.confirmRole', { name: member.name, role: t(ROLE_LABELS[role].name) }),
      detail: `${t(ROLE_LABELS[role].may)} ${isMe ? t('team.roleSignsYouOut') : t('team.roleSignsOut', { name: member.name })}`,
      confirmLabel: t('team.changeRole'),
    });
    if (!sure) setRole(member.role);
    else await run(() => update.mutateAsync({ id: member.id, role }), t('team.roleChanged', { name: member.name, role: t(ROLE_LABELS[role].name) }), t('team.roleFailed'));
  }

  // A language is the member's own to read in: changed at once, nothing to confirm and nobody signed out.
  async function changeLanguage(language: Lang) {
    if (language === member.language) return;
    await run(() => update.mutateAsync({ id: member.id, language }), t('team.languageChanged', { name: member.name, language: languageName(language, lang) }), t('team.changeFailed'));
  }

  async function setActive(active: boolean) {
    if (!active) {
      const sure = await confirm({
        message: t('team.confirmDeactivate', { name: member.name }),
        detail: t('team.deactivateDetail'),
        confirmLabel: t('team.deactivate'),
        danger: true,
      });
      if (!sure) return;
    }
    await run(() => update.mutateAsync({ id: member.id, active }), active ? t('team.reactivated', { name: member.name }) : t('team.deactivated', { name: member.name }), t('team.changeFailed'));
  }

  async function onRemove() {
    const sure = await confirm({
      message: t('team.confirmRemove', { name: member.name }),
      detail: t('team.removeDetail'),
      confirmLabel: t('team.remove'),
      danger: true,
    });
    if (sure) await run(() => remove.mutateAsync({ id: member.id }), t('team.removed', { name: member.name }), t('team.removeFailed'));
  }

  return (
    <li className="team-member">
      <div className="team-member__who">
        <p className="admin-table__title">
          {member.name}
          {isMe ? <span className="admin-table__muted"> {t('common.you')}</span> : null}
        </p>
        <p className="admin-table__muted team-member__email">{member.email}</p>
        <p className="team-member__facts">
          <span className={`admin-badge admin-badge--${tone}`}>{t(label)}</span>
          <span className="admin-table__muted">
            {member.lastLoginAt ? t('team.lastSignIn', { when: when.short(member.lastLoginAt) }) : t('team.neverSignedIn')}
          </span>
        </p>
      </div>
      <div className="team-member__actions">
        <div className="team-member__role">
          <label htmlFor={roleId}>
            <span aria-hidden="true">{t('team.role')}</span>
            <span className="visually-hidden">{t('team.roleOf', { name: member.name })}</span>
          </label>
          <select id={roleId} value={role} disabled={busy} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {ROLES_OFFERED.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_LABELS[role].name)}
              </option>
            ))}
          </select>
        </div>
        <div className="team-member__role">
          <label htmlFor={languageId}>
            <span aria-hidden="true">{t('team.language')}</span>
            <span className="visually-hidden">{t('team.languageOf', { name: member.name })}</span>
          </label>
          <select id={languageId} value={member.language} disabled={busy} onChange={(event) => void changeLanguage(event.target.value as Lang)}>
            <LanguageOptions />
          </select>
        </div>
        {role !== member.role ? (
          <button type="button" className="admin-btn admin-btn--primary" disabled={busy} onClick={() => void changeRole()}>
            <span aria-hidden="true">{t('team.changeRole')}</span>
            <span className="visually-hidden">{t('team.changeRoleOf', { name: member.name })}</span>
          </button>
        ) : null}
        {member.pending && member.active ? (
          <button type="button" className="admin-btn" disabled={busy} onClick={() => void run(() => resend.mutateAsync({ id: member.id }), t('team.resent', { email: member.email }), t('team.inviteFailed'))}>
            <span aria-hidden="true">{t('team.resend')}</span>
            <span className="visually-hidden">{t('team.resendTo', { name: member.name })}</span>
          </button>
        ) : null}
        <button type="button" className="admin-btn" disabled={busy} onClick={() => void setActive(!member.active)}>
          <span aria-hidden="true">{member.active ? t('team.deactivate') : t('team.reactivate')}</span>
          <span className="visually-hidden">{member.active ? t('team.deactivateWho', { name: member.name }) : t('team.reactivateWho', { name: member.name })}</span>
        </button>
        <button type="button" className="admin-btn admin-btn--danger" disabled={busy} onClick={() => void onRemove()}>
          <span aria-hidden="true">{t('team.remove')}</span>
          <span className="visually-hidden">{t('team.removeWho', { name: member.name })}</span>
        </button>
      </div>
    </li>
  );
}

export function TeamPage() {
  const team = trpc.admin.team.list.useQuery();
  const me = trpc.admin.me.get.useQuery();
  const t = useAdminT();
  return (
    <AdminPage title={t('team.title')} lead={t('team.lead')}>
      <div className="team-layout">
        <InviteForm />
        <section aria-labelledby="team-members-title">
          <h2 id="team-members-title" className="account-section__title team-members__title">
            {team.data ? t('team.membersCount', { count: team.data.length }) : t('team.members')}
          </h2>
          {team.isPending ? <AdminState kind="loading">{t('team.loading')}</AdminState> : null}
          {team.isError ? <AdminState kind="error">{inAdminLanguage(errorMessage(team.error, t('team.loadError')))}</AdminState> : null}
          {team.data ? (
            <ul className="team-list">
              {team.data.map((member) => (
                <MemberRow key={`${member.id}:${member.role}`} member={member} isMe={member.id === me.data?.id} />
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </AdminPage>
  );
}
