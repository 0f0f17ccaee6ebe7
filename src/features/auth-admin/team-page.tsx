// /admin/team (owner): who can sign in and what each may do — invite, change a role, deactivate, remove, re-send.
import { useId, useRef, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../shared/rules/staff-roles';
import type { TeamMemberDto } from '../../../shared/schemas/team';
import { useBarDateTime } from '../../lib/bar-time';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { Field } from '../../components/admin/field';
import { saveFailure } from '../../components/admin/form-errors';
import { useToast } from '../../components/admin/toasts';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { ROLE_LABELS } from './role-labels';
import './team-admin.css';

/** Roles from most to least, as the invite form and the role menus offer them. */
const ROLES_OFFERED = [...STAFF_ROLES].reverse();

function status(member: TeamMemberDto): { label: string; tone: 'on' | 'new' | 'off' } {
  if (!member.active) return { label: 'Deactivated', tone: 'off' };
  if (member.pending) return { label: 'Invited', tone: 'new' };
  return { label: 'Active', tone: 'on' };
}

function InviteForm() {
  const utils = trpc.useUtils();
  const invite = trpc.admin.team.invite.useMutation({ onSuccess: () => utils.admin.team.list.invalidate() });
  const toast = useToast();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
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
    const input = { email: String(data.get('email') ?? '').trim(), name: String(data.get('name') ?? '').trim(), role: String(data.get('role') ?? 'staff') as StaffRole };
    const problems: Record<string, string> = {};
    if (!input.email) problems.email = 'Email is required.';
    if (!input.name) problems.name = 'Name is required.';
    setFields(problems);
    setMessage(null);
    if (Object.keys(problems).length) return;
    try {
      const member = await invite.mutateAsync(input);
      form.current?.reset();
      setTyped(false);
      toast.success(`Invitation sent to ${member.email}. The link works for 72 hours.`);
    } catch (error) {
      const failure = saveFailure(error, 'The invitation could not be sent.');
      setFields(failure.fields);
      if (!Object.keys(failure.fields).length) setMessage(failure.message);
    }
  }

  return (
    <form ref={form} className="admin-fieldset team-invite" onSubmit={onSubmit} onInput={onInput} noValidate aria-labelledby="team-invite-title">
      <h2 id="team-invite-title" className="account-section__title">Invite a colleague</h2>
      <div className="team-invite__fields">
        <Field label="E-mail" error={fields.email}>
          {(control) => <input {...control} name="email" type="email" inputMode="email" autoComplete="off" />}
        </Field>
        <Field label="Name" error={fields.name}>
          {(control) => <input {...control} name="name" autoComplete="off" maxLength={120} />}
        </Field>
        <Field label="Role" error={fields.role} hint="Staff read everything and mark dishes available; managers edit all content; owners also run the team.">
          {(control) => (
            <select {...control} name="role" defaultValue="staff">
              {ROLES_OFFERED.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role].name}
                </option>
              ))}
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
          {invite.isPending ? 'Sending…' : 'Send invitation'}
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
      message: `Make ${member.name} ${role === 'owner' ? 'an' : 'a'} ${ROLE_LABELS[role].name.toLowerCase()}?`,
      detail: `${ROLE_LABELS[role].may} ${isMe ? 'You' : member.name} will be signed out and sign in again.`,
      confirmLabel: 'Change role',
    });
    if (!sure) setRole(member.role);
    else await run(() => update.mutateAsync({ id: member.id, role }), `${member.name} is now ${ROLE_LABELS[role].name.toLowerCase()}.`, 'The role could not be changed.');
  }

  async function setActive(active: boolean) {
    if (!active) {
      const sure = await confirm({
        message: `Deactivate ${member.name}?`,
        detail: 'They are signed out at once and cannot sign in until you reactivate them.',
        confirmLabel: 'Deactivate',
        danger: true,
      });
      if (!sure) return;
    }
    await run(() => update.mutateAsync({ id: member.id, active }), active ? `${member.name} can sign in again.` : `${member.name} is deactivated.`, 'The change could not be saved.');
  }

  async function onRemove() {
    const sure = await confirm({
      message: `Remove ${member.name} from the team?`,
      detail: 'Their account is deleted. The activity log keeps their name on what they did.',
      confirmLabel: 'Remove',
      danger: true,
    });
    if (sure) await run(() => remove.mutateAsync({ id: member.id }), `${member.name} is removed.`, 'The member could not be removed.');
  }

  return (
    <li className="team-member">
      <div className="team-member__who">
        <p className="admin-table__title">
          {member.name}
          {isMe ? <span className="admin-table__muted"> (you)</span> : null}
        </p>
        <p className="admin-table__muted team-member__email">{member.email}</p>
        <p className="team-member__facts">
          <span className={`admin-badge admin-badge--${tone}`}>{label}</span>
          <span className="admin-table__muted">
            {member.lastLoginAt ? `Last sign-in ${when.short(member.lastLoginAt)}` : 'Never signed in'}
          </span>
        </p>
      </div>
      <div className="team-member__actions">
        <div className="team-member__role">
          <label htmlFor={roleId}>
            Role<span className="visually-hidden"> of {member.name}</span>
          </label>
          <select id={roleId} value={role} disabled={busy} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {ROLES_OFFERED.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role].name}
              </option>
            ))}
          </select>
        </div>
        {role !== member.role ? (
          <button type="button" className="admin-btn admin-btn--primary" disabled={busy} onClick={() => void changeRole()}>
            Change role<span className="visually-hidden"> of {member.name}</span>
          </button>
        ) : null}
        {member.pending && member.active ? (
          <button type="button" className="admin-btn" disabled={busy} onClick={() => void run(() => resend.mutateAsync({ id: member.id }), `A new invitation is on its way to ${member.email}.`, 'The invitation could not be sent.')}>
            Re-send invitation<span className="visually-hidden"> to {member.name}</span>
          </button>
        ) : null}
        <button type="button" className="admin-btn" disabled={busy} onClick={() => void setActive(!member.active)}>
          {member.active ? 'Deactivate' : 'Reactivate'}
          <span className="visually-hidden"> {member.name}</span>
        </button>
        <button type="button" className="admin-btn admin-btn--danger" disabled={busy} onClick={() => void onRemove()}>
          Remove<span className="visually-hidden"> {member.name}</span>
        </button>
      </div>
    </li>
  );
}

export function TeamPage() {
  const team = trpc.admin.team.list.useQuery();
  const me = trpc.admin.me.get.useQuery();
  return (
    <AdminPage title="Team" lead="Who can sign in to this admin, and what each may do. A new colleague gets an e-mail with a link to choose a password.">
      <div className="team-layout">
        <InviteForm />
        <section aria-labelledby="team-members-title">
          <h2 id="team-members-title" className="account-section__title team-members__title">
            Members{team.data ? ` (${team.data.length})` : ''}
          </h2>
          {team.isPending ? <AdminState kind="loading">Loading the team…</AdminState> : null}
          {team.isError ? <AdminState kind="error">{errorMessage(team.error, 'The team could not be loaded.')}</AdminState> : null}
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
