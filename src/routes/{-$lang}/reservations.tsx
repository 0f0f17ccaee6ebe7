import { createFileRoute } from '@tanstack/react-router';
import { ReservationsPage } from '../../features/reservations/reservations-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { pageSeo } from '../../features/seo/page-seo';

export const Route = createFileRoute('/{-$lang}/reservations')({
  head: ({ params }) => ({
    meta: pageSeo({ title: 'reservations.title', description: 'reservations.description' }, params.lang),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.reservations)],
  }),
  component: ReservationsPage,
});
