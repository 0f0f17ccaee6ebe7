// Example settings for the API documentation (the openapi test checks each against its schema).
import type { AdminSettingsDto, SettingsDto } from '../../../shared/schemas/settings';
import { defaultBarSettings } from '../../bar-settings/bar-settings';

const seed = defaultBarSettings();

export const exampleAdminSettings: AdminSettingsDto = {
  ...seed,
  phone: '(781) 555-0199',
  announcement: { text: 'Closed for a private event on Friday, December 4.', until: '2026-12-04' },
  translations: { es: { announcement: 'Cerrado por un evento privado el viernes 4 de diciembre.' } },
};

export const exampleSettings: SettingsDto = (({ notificationEmails: _private, translations: _translations, ...shown }) => shown)(exampleAdminSettings);
