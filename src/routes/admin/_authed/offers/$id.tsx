import { createFileRoute, redirect } from '@tanstack/react-router';
import { OfferFormPage } from '../../../../features/offers-admin/offer-form-page';
import { isRecordId } from '../../../../lib/record-id';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/offers/$id')({
  // Ids are digits only; anything else is an unknown path, which goes home like every unknown path.
  beforeLoad: ({ params }) => {
    if (!isRecordId(params.id)) throw redirect({ to: '/{-$lang}', params: { lang: undefined }, replace: true });
  },
  head: ({ params }) => ({ meta: seo({ title: adminText('title.offer', { id: params.id }), noindex: true }) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  // A new id is a new form: nothing typed for one offer carries over to another.
  return <OfferFormPage key={id} id={Number(id)} />;
}
