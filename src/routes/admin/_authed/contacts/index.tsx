import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../../features/admin/admin-placeholder';
import { seo } from '../../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/contacts/')({
  head: () => ({ meta: seo({ title: 'Contacts', noindex: true }) }),
  component: () => <AdminPlaceholder title="Contacts" message="The contact messages inbox arrives in the next release." />,
});
