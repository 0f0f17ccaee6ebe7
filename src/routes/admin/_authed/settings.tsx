import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../features/settings-admin/settings-page';
import { seo } from '../../../features/seo/seo';
import { adminText } from '../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/settings')({
  head: () => ({ meta: seo({ title: adminText('title.settings'), noindex: true }) }),
  component: SettingsPage,
});
