// The /menu page: the food menu by category with search, category chips and the allergy & dietary key.
import { menuItemMatches, type MenuItemView } from '../../../shared/rules/catalog-view';
import { CatalogBrowser } from './catalog-browser';
import { DishCard } from './dish-card';
import { MenuLegend } from './menu-legend';
import { useMenuQuery } from './catalog-queries';
import { PageBand } from '../../components/ui/page-band';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { PrintListLink } from './print-list-link';

const itemKey = (item: MenuItemView) => item.id;

export function MenuPage() {
  const { query, view } = useMenuQuery();
  return (
    <div className="menu-page">
      <PageBand
        eyebrow="La cocina"
        title="Menu"
        lede="Small plates to share, paellas for the table and Spanish cheeses to linger over. Order a few, then a few more."
        photo={PAGE_BAND_PHOTOS.menu}
        focus="50% 55%"
      >
        <PrintListLink href="/menu/print">Print the menu</PrintListLink>
      </PageBand>
      <CatalogBrowser
        view={view}
        isError={query.isError}
        isRefetching={query.isFetching}
        onRetry={() => void query.refetch()}
        loadErrorMessage="Could not load the menu."
        loadingLabel="Loading the menu…"
        categoriesLabel="Menu categories"
        searchLabel="Search the menu"
        searchPlaceholder="Search dishes, ingredients, allergens…"
        noun={{ one: 'dish', many: 'dishes' }}
        matches={menuItemMatches}
        itemKey={itemKey}
        renderItem={(item, currency) => <DishCard item={item} currency={currency} />}
        aside={(menu) => <MenuLegend items={menu.categories.flatMap((category) => category.items)} />}
      />
    </div>
  );
}
