import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/contact-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { seo } from '../../features/seo/seo';

export const Route = createFileRoute('/{-$lang}/contact')({
  head: ({ params }) => ({
    meta: seo({ title: 'Contact', description: 'Write to us, call or find us at {street} in {town}: questions, private events and feedback.' }, params.lang),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.contact)],
  }),
  component: ContactPage,
});
