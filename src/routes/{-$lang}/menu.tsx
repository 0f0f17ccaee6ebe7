import { createFileRoute } from '@tanstack/react-router';
import { readCatalogSearch } from '../../../shared/rules/catalog-address';
import { MenuPage } from '../../features/catalog/menu-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { seo } from '../../features/seo/seo';
import { pageWords } from '../../features/catalog/page-words';
import { langInput, routeLang } from '../../i18n/lang-input';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/{-$lang}/menu')({
  // ?exclude=&diet=: the allergy & diet filter; ?q=&category=: the search box and category chip. Read tolerantly:
  // an unknown word or category is dropped or ignored, never an error page.
  validateSearch: readCatalogSearch,
  head: ({ params }) => ({
    meta: seo(pageWords(params.lang, 'menu')),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.menu)],
  }),
  loader: ({ context, params }) => warmCache(context.trpc.menu.full.prefetch(langInput(routeLang(params.lang)))),
  component: MenuPage,
});
