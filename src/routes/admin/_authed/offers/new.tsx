import { createFileRoute } from '@tanstack/react-router';
import { OfferFormPage } from '../../../../features/offers-admin/offer-form-page';
import { seo } from '../../../../features/seo/seo';
import { adminText } from '../../../../i18n/admin-language';

export const Route = createFileRoute('/admin/_authed/offers/new')({
  head: () => ({ meta: seo({ title: adminText('title.newOffer'), noindex: true }) }),
  component: () => <OfferFormPage />,
});
