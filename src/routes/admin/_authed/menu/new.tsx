import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../../features/admin/admin-placeholder';
import { seo } from '../../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/menu/new')({
  head: () => ({ meta: seo({ title: 'New menu item', noindex: true }) }),
  component: () => <AdminPlaceholder title="New menu item" message="The menu item form arrives in the next release." />,
});
