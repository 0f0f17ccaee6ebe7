// Guest messages in the activity log: what staff do with them (status, notes, delete). A guest sending one is not
// staff activity: it has no actor and is not recorded.
import { CONTACT_STATUS_LABELS, type ContactStatus } from '../../../shared/rules/contact-fields';
import { joinClauses, quoted } from '../../../shared/rules/activity-sentences';
import { describeEntity } from '../../activity-log/describer';
import { ContactMessage, type IContactMessage } from './contact-message.entity';

export const contactsActivity = [
  describeEntity<IContactMessage>({
    entity: ContactMessage,
    kind: 'message',
    describe({ type, record, changed }) {
      const message = `the message from ${quoted(record.name)}`;
      if (type === 'create') return null;
      if (type === 'delete') return { summary: `Deleted ${message}` };
      const clauses: string[] = [];
      if (changed.has('status')) clauses.push(`Marked ${message} as ${(CONTACT_STATUS_LABELS[record.status as ContactStatus] ?? record.status).toLowerCase()}`);
      if (changed.has('notes')) clauses.push(`${record.notes ? 'Changed' : 'Cleared'} the notes on ${clauses.length ? 'it' : message}`);
      return clauses.length ? { summary: joinClauses(clauses) } : null;
    },
  }),
];
