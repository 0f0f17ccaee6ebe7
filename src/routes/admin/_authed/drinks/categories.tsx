import { createFileRoute } from '@tanstack/react-router';
import { CatalogCategoriesPage } from '../../../../features/catalog-admin/catalog-categories-page';
import { drinksAdmin } from '../../../../features/catalog-admin/drinks-admin';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/drinks/categories')({
  head: () => ({ meta: seo({ title: adminText('title.drinkCategories'), noindex: true }) }),
  component: () => <CatalogCategoriesPage kind={drinksAdmin} />,
});
