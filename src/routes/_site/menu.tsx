import { createFileRoute } from '@tanstack/react-router';
import { readFilterSearch } from '../../../shared/rules/catalog-filter';
import { MenuPage } from '../../features/menu/menu-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../features/layout/page-band-photos';
import { seo } from '../../features/seo/seo';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/_site/menu')({
  // ?exclude=&diet=: the allergy & diet filter, read tolerantly (an unknown word is dropped, not an error page).
  validateSearch: readFilterSearch,
  head: () => ({
    meta: seo({ title: 'Menu', description: 'Tapas, paellas, cheeses and desserts at Casa Olivera, a Spanish tapas & wine bar in Woburn, MA.' }),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.menu)],
  }),
  loader: ({ context }) => warmCache(context.trpc.menu.full.prefetch()),
  component: MenuPage,
});
