import { createFileRoute } from '@tanstack/react-router';
import { HoursPage } from '../../../features/hours-admin/hours-page';
import { seo } from '../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/hours')({
  head: () => ({ meta: seo({ title: 'Hours', noindex: true }) }),
  component: HoursPage,
});
