import { createFileRoute, redirect } from '@tanstack/react-router';
import { ContactDetailPage } from '../../../../features/contacts-admin/contact-detail-page';
import { parseContactListSearch, type ContactListSearch } from '../../../../features/contacts-admin/contact-list-search';
import { isRecordId } from '../../../../lib/record-id';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/contacts/$id')({
  // Ids are digits only; anything else is an unknown path, which goes home like every unknown path.
  beforeLoad: ({ params }) => {
    if (!isRecordId(params.id)) throw redirect({ to: '/{-$lang}', params: { lang: undefined }, replace: true });
  },
  // The inbox's filter rides along, so "back" returns to the same place in the list.
  validateSearch: (search: Record<string, unknown>): ContactListSearch => parseContactListSearch(search),
  head: ({ params }) => ({ meta: seo({ title: adminText('title.message', { id: params.id }), noindex: true }) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  // A new id is a new page: notes typed for one message never carry over to another.
  return <ContactDetailPage key={id} id={Number(id)} backSearch={search} />;
}
