import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/about-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { seo } from '../../features/seo/seo';

export const Route = createFileRoute('/{-$lang}/about')({
  head: ({ params }) => ({
    meta: seo({ title: 'About', description: 'The story of {name}: a family tapas & wine bar at {street} in {town}, cooking the food of southern Spain.' }, params.lang),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.about)],
  }),
  component: AboutPage,
});
