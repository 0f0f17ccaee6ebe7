import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../../features/admin/admin-placeholder';
import { isRecordId } from '../../../../lib/record-id';
import { seo } from '../../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/contacts/$id')({
  // Ids are digits only; anything else is an unknown path, which goes home like every unknown path.
  beforeLoad: ({ params }) => {
    if (!isRecordId(params.id)) throw redirect({ to: '/', replace: true });
  },
  head: ({ params }) => ({ meta: seo({ title: `Message #${params.id}`, noindex: true }) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <AdminPlaceholder title={`Message #${id}`} message="Contact message details arrive in the next release." />;
}
