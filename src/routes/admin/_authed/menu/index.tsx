import { createFileRoute } from '@tanstack/react-router';
import { CatalogListPage } from '../../../../features/catalog-admin/catalog-list-page';
import { parseCatalogListSearch, type CatalogListSearch } from '../../../../features/catalog-admin/catalog-list-search';
import { menuAdmin } from '../../../../features/catalog-admin/menu-admin';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/menu/')({
  validateSearch: (search: Record<string, unknown>): CatalogListSearch => parseCatalogListSearch(search),
  head: () => ({ meta: seo({ title: adminText('title.menu'), noindex: true }) }),
  component: Screen,
});

function Screen() {
  return <CatalogListPage kind={menuAdmin} search={Route.useSearch()} />;
}
