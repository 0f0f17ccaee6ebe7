import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../../features/auth-admin/team-page';
import { seo } from '../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/team')({
  head: () => ({ meta: seo({ title: 'Team', noindex: true }) }),
  component: TeamPage,
});
