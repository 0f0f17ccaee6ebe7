// The /menu page: the food menu by category with search, category chips and the allergy & dietary key.
import { menuItemMatches, type MenuItemView } from '../../../shared/rules/catalog-view';
import { CatalogBrowser } from './catalog-browser';
import { DishCard } from './dish-card';
import { MenuLegend } from './menu-legend';
import { useMenuQuery } from './catalog-queries';
import { PageBand } from '../../components/ui/page-band';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { PrintListLink } from './print-list-link';
import { useT } from '../../i18n/use-t';

const itemKey = (item: MenuItemView) => item.id;

export function MenuPage() {
  const { query, view, tryAgain } = useMenuQuery();
  const t = useT();
  return (
    <div className="menu-page">
      <PageBand
        eyebrow={t('menu.eyebrow')}
        title={t('menu.title')}
        lede={t('menu.lede')}
        photo={PAGE_BAND_PHOTOS.menu}
        focus="50% 55%"
      >
        <PrintListLink href="/menu/print">{t('menu.print')}</PrintListLink>
      </PageBand>
      <CatalogBrowser
        kind="menu"
        view={view}
        isError={query.isError}
        tryAgain={tryAgain}
        matches={menuItemMatches}
        itemKey={itemKey}
        renderItem={(item, currency) => <DishCard item={item} currency={currency} />}
        aside={(menu) => <MenuLegend items={menu.categories.flatMap((category) => category.items)} />}
      />
    </div>
  );
}
