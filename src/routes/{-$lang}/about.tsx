import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/about-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { seo } from '../../features/seo/seo';

export const Route = createFileRoute('/{-$lang}/about')({
  head: ({ params }) => ({
    meta: seo({ title: 'About', description: 'The story of Casa Olivera: a family tapas & wine bar on Main Street in Woburn, MA, cooking the food of southern Spain.' }, params.lang),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.about)],
  }),
  component: AboutPage,
});
