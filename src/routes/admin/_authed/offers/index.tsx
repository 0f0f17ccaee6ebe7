import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../../features/admin/admin-placeholder';
import { seo } from '../../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/offers/')({
  head: () => ({ meta: seo({ title: 'Offers', noindex: true }) }),
  component: () => <AdminPlaceholder title="Offers" message="The offers list arrives in the next release." />,
});
