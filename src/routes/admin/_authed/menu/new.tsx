import { createFileRoute } from '@tanstack/react-router';
import { CatalogFormPage } from '../../../../features/catalog-admin/catalog-form-page';
import { menuAdmin } from '../../../../features/catalog-admin/menu-admin';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/menu/new')({
  head: () => ({ meta: seo({ title: adminText('title.newDish'), noindex: true }) }),
  component: () => <CatalogFormPage kind={menuAdmin} />,
});
