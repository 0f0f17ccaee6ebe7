import { createFileRoute } from '@tanstack/react-router';
import { HoursPage } from '../../../features/hours-admin/hours-page';
import { seo } from '../../../features/seo/seo';
import { adminText } from '../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/hours')({
  head: () => ({ meta: seo({ title: adminText('title.hours'), noindex: true }) }),
  component: HoursPage,
});
