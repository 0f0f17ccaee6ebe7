import { createFileRoute } from '@tanstack/react-router';
import { CatalogCategoriesPage } from '../../../../features/catalog-admin/catalog-categories-page';
import { menuAdmin } from '../../../../features/catalog-admin/menu-admin';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/menu/categories')({
  head: () => ({ meta: seo({ title: adminText('title.menuCategories'), noindex: true }) }),
  component: () => <CatalogCategoriesPage kind={menuAdmin} />,
});
