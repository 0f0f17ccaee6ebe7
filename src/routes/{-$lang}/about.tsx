import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/about-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { pageSeo } from '../../features/seo/page-seo';

export const Route = createFileRoute('/{-$lang}/about')({
  head: ({ params }) => ({
    meta: pageSeo({ title: 'about.title', description: 'about.description' }, params.lang),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.about)],
  }),
  component: AboutPage,
});
