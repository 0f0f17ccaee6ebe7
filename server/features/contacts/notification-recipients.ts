// Who hears about a new guest message, and the bar's name the e-mail carries: the settings' notification e-mails
// (API.md "Settings", `notificationEmails`), as the owner keeps them in the admin.
import { readBarSettings } from '../../bar-settings/bar-settings';
import type { Ctx } from '../../context';

export async function contactNotificationRecipients(ctx: Pick<Ctx, 'em'>): Promise<{ recipients: string[]; barName: string }> {
  const settings = await readBarSettings(ctx.em);
  return { recipients: settings.notificationEmails, barName: settings.name };
}
