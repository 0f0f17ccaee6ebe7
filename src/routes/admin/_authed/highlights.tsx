import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../features/admin/admin-placeholder';
import { seo } from '../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/highlights')({
  head: () => ({ meta: seo({ title: 'Highlights', noindex: true }) }),
  component: () => <AdminPlaceholder title="Highlights" message="The highlights planner arrives in the next release." />,
});
