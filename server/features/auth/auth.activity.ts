// Accounts in the activity log: sign-ins, password changes and team changes. Only `name`, `role`, `language`,
// `active`, `pending` and the password are described; any other column (a sign-in time, `updatedAt`, fields added later)
// changing alone says nothing. A change made with nobody signed in (a password reset or an accepted invitation,
// from an e-mailed link) is the account's own.
import { clause, named, type Clause } from '../../../shared/rules/activity-sentences';
import { describeEntity, nameOfRelated } from '../../activity-log/describer';
import { Session, type ISession } from '../../auth/session.entity';
import { StaffUser, type IStaffUser } from '../../auth/staff-user.entity';

/** The account's fields this describer reads, including those another change adds (`active`, `pending`). */
type Member = IStaffUser & { active?: boolean; pending?: boolean };


export const authActivity = [
  describeEntity<Member>({
    entity: StaffUser,
    kind: 'team-member',
    describe({ type, record, changed, before, actor }) {
      const member = named(record.name);
      const role = (value: unknown) => ({ term: `role ${String(value)}` });
      if (type === 'create') return { summary: [clause(record.pending ? 'memberInvited' : 'memberAdded', { name: member, role: role(record.role) })] };
      if (type === 'delete') return { summary: [clause('memberRemoved', { name: member })] };
      const self = !actor || actor.id === record.id;
      const clauses: Clause[] = [];
      if (changed.has('pending') && before.pending && !record.pending) clauses.push(clause('invitationAccepted'));
      else if (changed.has('passwordHash')) clauses.push(self ? clause(actor ? 'ownPasswordChanged' : 'ownPasswordReset') : clause('passwordChanged', { name: member }));
      if (changed.has('name')) clauses.push(self ? clause('ownNameChanged', { name: member }) : clause('renamed', { name: named(String(before.name)), newName: member }));
      if (changed.has('role')) clauses.push(clause('roleChanged', { name: member, from: role(before.role), to: role(record.role) }));
      if (changed.has('language')) clauses.push(self ? clause('ownLanguageChanged', { language: { language: record.language } }) : clause('languageChanged', { name: member, language: { language: record.language } }));
      if (changed.has('active')) clauses.push(clause(record.active === false ? 'memberDeactivated' : 'memberReactivated', { name: member }));
      if (!clauses.length) return null;
      return { summary: clauses, ...(actor ? {} : { actor: { id: record.id, name: record.name } }) };
    },
  }),
  describeEntity<ISession>({
    entity: Session,
    kind: 'session',
    // A new session is a sign-in (by password, or on accepting an invitation); revoking one is not described.
    describe({ type, record }) {
      if (type !== 'create') return null;
      return { summary: [clause('signedIn')], action: 'sign-in', actor: { id: record.user.id, name: nameOfRelated(record.user) } };
    },
  }),
];

