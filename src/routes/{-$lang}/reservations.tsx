import { createFileRoute } from '@tanstack/react-router';
import { ReservationsPage } from '../../features/reservations/reservations-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { seo } from '../../features/seo/seo';

export const Route = createFileRoute('/{-$lang}/reservations')({
  head: ({ params }) => ({
    meta: seo({ title: 'Reservations', description: 'Book a table at {name} in {town}: opening hours, booking policies and large parties.' }, params.lang),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.reservations)],
  }),
  component: ReservationsPage,
});
