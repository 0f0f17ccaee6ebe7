import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contacts/contact-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { pageSeo } from '../../features/seo/page-seo';

export const Route = createFileRoute('/{-$lang}/contact')({
  head: ({ params }) => ({
    meta: pageSeo({ title: 'contact.title', description: 'contact.description' }, params.lang),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.contact)],
  }),
  component: ContactPage,
});
