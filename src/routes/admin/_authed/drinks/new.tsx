import { createFileRoute } from '@tanstack/react-router';
import { CatalogFormPage } from '../../../../features/catalog-admin/catalog-form-page';
import { drinksAdmin } from '../../../../features/catalog-admin/drinks-admin';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/drinks/new')({
  head: () => ({ meta: seo({ title: adminText('title.newDrink'), noindex: true }) }),
  component: () => <CatalogFormPage kind={drinksAdmin} />,
});
