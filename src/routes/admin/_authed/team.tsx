import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../../features/auth-admin/team-page';
import { seo } from '../../../features/seo/seo';
import { adminText } from '../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/team')({
  head: () => ({ meta: seo({ title: adminText('title.team'), noindex: true }) }),
  component: TeamPage,
});
