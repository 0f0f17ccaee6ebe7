// The /drinks page: cocktails, sangria, wines, sherry and beer with search, category chips and wine regions, all kept
// in the address so a guest can share what they found.
import { drinkItemMatches, type DrinkItemView } from '../../../shared/rules/catalog-view';
import { CatalogBrowser } from './catalog-browser';
import { useDrinksQuery } from './catalog-queries';
import { PageBand } from '../../components/ui/page-band';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { PrintListLink } from './print-list-link';
import { DrinkCard } from './drink-card';

const itemKey = (item: DrinkItemView) => item.id;

export function DrinksPage() {
  const { query, view } = useDrinksQuery();
  return (
    <div className="drinks-page">
      <PageBand
        eyebrow="La bodega"
        title="Drinks & Wine"
        lede="Spanish wines by the glass and bottle, sherry from Jerez, sangria by the pitcher and cocktails with a Spanish accent."
        photo={PAGE_BAND_PHOTOS.drinks}
        focus="50% 45%"
      >
        <PrintListLink href="/drinks/print">Print the drinks list</PrintListLink>
      </PageBand>
      <CatalogBrowser
        view={view}
        isError={query.isError}
        isRefetching={query.isFetching}
        onRetry={() => void query.refetch()}
        loadErrorMessage="Could not load the drinks."
        loadingLabel="Loading the drinks…"
        categoriesLabel="Drink categories"
        searchLabel="Search the drinks"
        searchPlaceholder="Search wines, grapes, regions, cocktails…"
        noun={{ one: 'drink', many: 'drinks' }}
        matches={drinkItemMatches}
        itemKey={itemKey}
        renderItem={(item, currency) => <DrinkCard item={item} currency={currency} />}
      />
    </div>
  );
}
