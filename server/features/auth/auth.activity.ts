// Accounts in the activity log: sign-ins, password changes and team changes. Only `name`, `role`, `language`,
// `active`, `pending` and the password are described; any other column (a sign-in time, `updatedAt`, fields added later)
// changing alone says nothing. A change made with nobody signed in (a password reset or an accepted invitation,
// from an e-mailed link) is the account's own.
import { LANGUAGE_NAMES, type Lang } from '../../../shared/config/languages';
import { joinClauses, quoted } from '../../../shared/rules/activity-sentences';
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
      const member = quoted(record.name);
      if (type === 'create') return { summary: record.pending ? `Invited ${member} as ${record.role}` : `Added ${member} to the team as ${record.role}` };
      if (type === 'delete') return { summary: `Removed ${member} from the team` };
      const self = !actor || actor.id === record.id;
      const clauses: string[] = [];
      if (changed.has('pending') && before.pending && !record.pending) clauses.push('Accepted the invitation');
      else if (changed.has('passwordHash')) clauses.push(self ? (actor ? 'Changed their password' : 'Reset their password') : `Changed the password of ${member}`);
      if (changed.has('name')) clauses.push(self ? `Changed their name to ${member}` : `Renamed ${quoted(String(before.name))} to ${member}`);
      if (changed.has('role')) clauses.push(`Changed the role of ${member} from ${String(before.role)} to ${record.role}`);
      if (changed.has('language')) clauses.push(self ? `Changed their language to ${LANGUAGE_NAMES[record.language as Lang]}` : `Changed the language of ${member} to ${LANGUAGE_NAMES[record.language as Lang]}`);
      if (changed.has('active')) clauses.push(record.active === false ? `Deactivated ${member}` : `Reactivated ${member}`);
      if (!clauses.length) return null;
      return { summary: joinClauses(clauses), ...(actor ? {} : { actor: { id: record.id, name: record.name } }) };
    },
  }),
  describeEntity<ISession>({
    entity: Session,
    kind: 'session',
    // A new session is a sign-in (by password, or on accepting an invitation); revoking one is not described.
    describe({ type, record }) {
      if (type !== 'create') return null;
      return { summary: 'Signed in', action: 'sign-in', actor: { id: record.user.id, name: nameOfRelated(record.user) } };
    },
  }),
];

