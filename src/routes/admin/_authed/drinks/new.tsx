import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../../features/admin/admin-placeholder';
import { seo } from '../../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/drinks/new')({
  head: () => ({ meta: seo({ title: 'New drink', noindex: true }) }),
  component: () => <AdminPlaceholder title="New drink" message="The drink form arrives in the next release." />,
});
