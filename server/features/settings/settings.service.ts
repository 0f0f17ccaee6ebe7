// The bar's details (API.md "Settings"): what guests read (the announcement only while it lasts), what the owner
// reads and saves. A save goes through the unit of work, so the activity log and the content version see it.
import { currentAnnouncement } from '../../../shared/rules/announcement';
import { SETTINGS_TRANSLATED_FIELDS, type AdminSettingsDto, type SettingsDto, type SettingsInput } from '../../../shared/schemas/settings';
import { DEFAULT_LANG, type Lang } from '../../../shared/config/languages';
import { localized } from '../../../shared/rules/translations';
import { barSettingsColumns, findBarSettingsRow, readBarSettings, toBarSettings } from '../../bar-settings/bar-settings';
import { BAR_SETTINGS_ID, BarSettings } from '../../bar-settings/bar-settings.entity';
import type { Ctx } from '../../context';
import { barToday } from '../../lib/bar-date';

/**
 * The record as guests read it in `language`: without the notification e-mails and the translations, its texts in that
 * language where the owner translated them (else as written), the announcement null after its last day.
 */
export function publicSettings(settings: AdminSettingsDto, today: string, language: Lang = DEFAULT_LANG): SettingsDto {
  const { notificationEmails: _private, translations, ...shown } = settings;
  const texts = localized(
    { tagline: shown.tagline, description: shown.description, policies: shown.policies, about: shown.about, announcement: shown.announcement?.text ?? '' },
    translations,
    language,
    SETTINGS_TRANSLATED_FIELDS,
  );
  const announcement = shown.announcement ? { ...shown.announcement, text: texts.announcement } : null;
  return { ...shown, tagline: texts.tagline, description: texts.description, policies: texts.policies, about: texts.about, announcement: currentAnnouncement(announcement, today) };
}

/** GET /api/settings and settings.get (`lang`: the guest's language, default English). */
export async function getPublicSettings(ctx: Pick<Ctx, 'em' | 'clock' | 'settings'>, query: { lang?: Lang | undefined } = {}): Promise<SettingsDto> {
  return publicSettings(await readBarSettings(ctx.em), barToday(ctx), query.lang);
}

/** GET /api/admin/settings: the whole record, the announcement as saved (even past its day) and who is notified. */
export function getAdminSettings(ctx: Pick<Ctx, 'em'>): Promise<AdminSettingsDto> {
  return readBarSettings(ctx.em);
}

/** PUT /api/admin/settings: the whole record (validated by the shared schema before it gets here). */
export async function saveSettings(ctx: Pick<Ctx, 'em'>, input: SettingsInput): Promise<AdminSettingsDto> {
  const columns = barSettingsColumns(input);
  const row = await findBarSettingsRow(ctx.em);
  if (row) {
    // Only what differs is set, so the activity log names exactly the fields that changed.
    const current = row as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(columns)) {
      const before = key === 'lat' || key === 'lng' ? Number(current[key]) : current[key];
      if (before !== value) current[key] = value;
    }
  } else {
    ctx.em.create(BarSettings, { id: BAR_SETTINGS_ID, ...columns });
  }
  await ctx.em.flush();
  return toBarSettings((await findBarSettingsRow(ctx.em))!);
}
