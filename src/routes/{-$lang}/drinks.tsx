import { createFileRoute } from '@tanstack/react-router';
import { readCatalogSearch } from '../../../shared/rules/catalog-address';
import { DrinksPage } from '../../features/catalog/drinks-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { seo } from '../../features/seo/seo';
import { pageWords } from '../../features/catalog/page-words';
import { langInput, routeLang } from '../../i18n/lang-input';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/{-$lang}/drinks')({
  // ?exclude=&diet=: the allergy & diet filter; ?q=&category=&region=: the search box, category chip and wine region.
  // Read tolerantly: an unknown word, category or region is dropped or ignored, never an error page.
  validateSearch: readCatalogSearch,
  head: ({ params }) => ({
    meta: seo(pageWords(params.lang, 'drinks')),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.drinks)],
  }),
  loader: ({ context, params }) => warmCache(context.trpc.drinks.full.prefetch(langInput(routeLang(params.lang)))),
  component: DrinksPage,
});
