// Who hears about a new guest message, and the bar's name the e-mail carries: the settings' notification e-mails
// (API.md "Settings", `notificationEmails`), as the owner keeps them in the admin. Each address is written to in its
// reader's language (API.md "E-mail"): a team member's address in the member's, any other in the site's default.
import { DEFAULT_LANG, type Lang } from '../../../shared/config/languages';
import { readBarSettings } from '../../bar-settings/bar-settings';
import { StaffUser } from '../../auth/staff-user.entity';
import type { Ctx } from '../../context';

/** The notification addresses grouped by the language each is written to, the default language's first. */
export async function contactNotificationRecipients(ctx: Pick<Ctx, 'em'>): Promise<{ byLanguage: Map<Lang, string[]>; barName: string }> {
  const settings = await readBarSettings(ctx.em);
  const byLanguage = new Map<Lang, string[]>();
  if (!settings.notificationEmails.length) return { byLanguage, barName: settings.name };
  // Addresses are kept lower-cased on both sides, so they compare as they are.
  const members = await ctx.em.find(StaffUser, { email: { $in: settings.notificationEmails } }, { fields: ['email', 'language'] });
  const languageOf = new Map(members.map((member) => [member.email, member.language]));
  byLanguage.set(DEFAULT_LANG, []);
  for (const address of settings.notificationEmails) {
    const language = languageOf.get(address.toLowerCase()) ?? DEFAULT_LANG;
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), address]);
  }
  if (!byLanguage.get(DEFAULT_LANG)!.length) byLanguage.delete(DEFAULT_LANG);
  return { byLanguage, barName: settings.name };
}
