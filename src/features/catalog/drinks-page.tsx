// The /drinks page: cocktails, sangria, wines, sherry and beer with search, category chips and wine regions, all kept
// in the address so a guest can share what they found.
import { drinkItemMatches, type DrinkItemView } from '../../../shared/rules/catalog-view';
import { CatalogBrowser } from './catalog-browser';
import { useDrinksQuery } from './catalog-queries';
import { PageBand } from '../../components/ui/page-band';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { PrintListLink } from './print-list-link';
import { DrinkCard } from './drink-card';
import { useT } from '../../i18n/use-t';

const itemKey = (item: DrinkItemView) => item.id;

export function DrinksPage() {
  const { query, view, tryAgain } = useDrinksQuery();
  const t = useT();
  return (
    <div className="drinks-page">
      <PageBand
        eyebrow={t('drinks.eyebrow')}
        title={t('drinks.title')}
        lede={t('drinks.lede')}
        photo={PAGE_BAND_PHOTOS.drinks}
        focus="50% 45%"
      >
        <PrintListLink href="/drinks/print">{t('drinks.print')}</PrintListLink>
      </PageBand>
      <CatalogBrowser
        kind="drinks"
        view={view}
        isError={query.isError}
        tryAgain={tryAgain}
        matches={drinkItemMatches}
        itemKey={itemKey}
        renderItem={(item, currency) => <DrinkCard item={item} currency={currency} />}
      />
    </div>
  );
}
