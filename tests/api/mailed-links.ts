// The one-time link in the newest e-mail queued to an address, read from the outbox table (the run's server has no
// SMTP_URL, so its e-mails stay queued; tests/api/team.test.ts reads them over SMTP from a server of its own).
import { OutboxEmail } from '../../server/mail/outbox-email.entity';
import type { TestDb } from '../factories/db';

export async function queuedLinkToken(db: TestDb, to: string): Promise<string> {
  const [email] = await db.em().find(OutboxEmail, { recipients: to }, { orderBy: { id: 'desc' }, limit: 1 });
  const token = /[?&]token=([\w-]+)/.exec(email?.textBody ?? '')?.[1];
  if (!token) throw new Error('No link e-mailed to that address.');
  return token;
}
