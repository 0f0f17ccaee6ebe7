import { createFileRoute } from '@tanstack/react-router';
import { CatalogListPage } from '../../../../features/catalog-admin/catalog-list-page';
import { parseCatalogListSearch, type CatalogListSearch } from '../../../../features/catalog-admin/catalog-list-search';
import { drinksAdmin } from '../../../../features/catalog-admin/drinks-admin';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/drinks/')({
  validateSearch: (search: Record<string, unknown>): CatalogListSearch => parseCatalogListSearch(search),
  head: () => ({ meta: seo({ title: adminText('title.drinks'), noindex: true }) }),
  component: Screen,
});

function Screen() {
  return <CatalogListPage kind={drinksAdmin} search={Route.useSearch()} />;
}
