import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../features/settings-admin/settings-page';
import { seo } from '../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/settings')({
  head: () => ({ meta: seo({ title: 'Bar details', noindex: true }) }),
  component: SettingsPage,
});
