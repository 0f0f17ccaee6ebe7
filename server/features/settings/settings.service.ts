// The bar's details (API.md "Settings"): what guests read (the announcement only while it lasts), what the owner
// reads and saves. A save goes through the unit of work, so the activity log and the content version see it.
import { currentAnnouncement } from '../../../shared/rules/announcement';
import type { AdminSettingsDto, SettingsDto, SettingsInput } from '../../../shared/schemas/settings';
import { barSettingsColumns, findBarSettingsRow, readBarSettings, toBarSettings } from '../../bar-settings/bar-settings';
import { BAR_SETTINGS_ID, BarSettings } from '../../bar-settings/bar-settings.entity';
import type { Ctx } from '../../context';
import { barToday } from '../../lib/bar-date';

/** The record as guests read it: without the notification e-mails, the announcement null after its last day. */
export function publicSettings(settings: AdminSettingsDto, today: string): SettingsDto {
  const { notificationEmails: _private, ...shown } = settings;
  return { ...shown, announcement: currentAnnouncement(shown.announcement, today) };
}

/** GET /api/settings and settings.get. */
export async function getPublicSettings(ctx: Pick<Ctx, 'em' | 'clock' | 'settings'>): Promise<SettingsDto> {
  return publicSettings(await readBarSettings(ctx.em), barToday(ctx));
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
