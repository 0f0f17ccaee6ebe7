import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../../features/admin/admin-placeholder';
import { seo } from '../../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/drinks/')({
  head: () => ({ meta: seo({ title: 'Drinks', noindex: true }) }),
  component: () => <AdminPlaceholder title="Drinks" message="The drinks admin arrives in the next release." />,
});
