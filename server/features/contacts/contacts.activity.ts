// Guest messages in the activity log: what staff do with them (status, notes, delete). A guest sending one is not
// staff activity: it has no actor and is not recorded.
import { clause, named, type Clause } from '../../../shared/rules/activity-sentences';
import { describeEntity } from '../../activity-log/describer';
import { ContactMessage, type IContactMessage } from './contact-message.entity';

export const contactsActivity = [
  describeEntity<IContactMessage>({
    entity: ContactMessage,
    kind: 'message',
    describe({ type, record, changed }) {
      const name = named(record.name);
      if (type === 'create') return null;
      if (type === 'delete') return { summary: [clause('messageDeleted', { name })] };
      const clauses: Clause[] = [];
      if (changed.has('status')) clauses.push(clause('messageMarked', { name, status: { term: `status ${String(record.status).toLowerCase()}` } }));
      if (changed.has('notes')) {
        const verb = record.notes ? 'Changed' : 'Cleared';
        clauses.push(clauses.length ? clause(`notes${verb}It`) : clause(`notes${verb}`, { name }));
      }
      return clauses.length ? { summary: clauses } : null;
    },
  }),
];
