import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../features/activity-admin/activity-page';
import { parseActivitySearch, type ActivitySearch } from '../../../features/activity-admin/activity-search';
import { seo } from '../../../features/seo/seo';
import { adminText } from '../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/activity')({
  validateSearch: (search: Record<string, unknown>): ActivitySearch => parseActivitySearch(search),
  head: () => ({ meta: seo({ title: adminText('title.activity'), noindex: true }) }),
  component: ActivityPage,
});
