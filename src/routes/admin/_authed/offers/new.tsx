import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../../features/admin/admin-placeholder';
import { seo } from '../../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/offers/new')({
  head: () => ({ meta: seo({ title: 'New offer', noindex: true }) }),
  component: () => <AdminPlaceholder title="New offer" message="The offer form arrives in the next release." />,
});
