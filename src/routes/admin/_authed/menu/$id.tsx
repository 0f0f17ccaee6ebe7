import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../../features/admin/admin-placeholder';
import { isRecordId } from '../../../../lib/record-id';
import { seo } from '../../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/menu/$id')({
  // Ids are digits only; anything else is an unknown path, which goes home like every unknown path.
  beforeLoad: ({ params }) => {
    if (!isRecordId(params.id)) throw redirect({ to: '/', replace: true });
  },
  head: ({ params }) => ({ meta: seo({ title: `Menu item #${params.id}`, noindex: true }) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <AdminPlaceholder title={`Menu item #${id}`} message="Editing menu items arrives in the next release." />;
}
