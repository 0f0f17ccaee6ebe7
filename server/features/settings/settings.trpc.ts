import { settingsInput } from '../../../shared/schemas/settings';
import { langQuery } from '../../../shared/schemas/translations';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { getAdminSettings, getPublicSettings, saveSettings } from './settings.service';

export const settingsTrpc = router({
  /** GET /api/settings: what every public page shows of the bar. */
  get: publicProcedure.input(langQuery.optional()).query(({ ctx, input }) => getPublicSettings(ctx, input)),
});

export const settingsAdminTrpc = router({
  get: adminProcedure('owner').query(({ ctx }) => getAdminSettings(ctx)),
  update: adminProcedure('owner').input(settingsInput).mutation(({ ctx, input }) => saveSettings(ctx, input)),
});
