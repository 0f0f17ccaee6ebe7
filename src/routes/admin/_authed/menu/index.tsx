import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../../features/admin/admin-placeholder';
import { seo } from '../../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/menu/')({
  head: () => ({ meta: seo({ title: 'Menu', noindex: true }) }),
  component: () => <AdminPlaceholder title="Menu" message="The menu admin arrives in the next release." />,
});
