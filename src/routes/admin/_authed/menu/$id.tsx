import { createFileRoute, redirect } from '@tanstack/react-router';
import { CatalogFormPage } from '../../../../features/catalog-admin/catalog-form-page';
import { menuAdmin } from '../../../../features/catalog-admin/menu-admin';
import { isRecordId } from '../../../../lib/record-id';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/menu/$id')({
  // Ids are digits only; anything else is an unknown path, which goes home like every unknown path.
  beforeLoad: ({ params }) => {
    if (!isRecordId(params.id)) throw redirect({ to: '/{-$lang}', params: { lang: undefined }, replace: true });
  },
  head: ({ params }) => ({ meta: seo({ title: adminText('title.editDish', { id: params.id }), noindex: true }) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  // A new id is a new form: nothing typed for one item carries over to another.
  return <CatalogFormPage key={id} kind={menuAdmin} id={Number(id)} />;
}
