// Who hears about a new guest message. Until the bar's settings live in the database (API.md "Settings",
// `notificationEmails`), it is the bar's e-mail from the identity module; this one function is what changes then.
import { site } from '../../../shared/config/site';
import type { Ctx } from '../../context';

export async function contactNotificationRecipients(_ctx: Pick<Ctx, 'em'>): Promise<string[]> {
  return [site.email];
}
