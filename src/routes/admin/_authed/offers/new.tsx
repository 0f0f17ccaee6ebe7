import { createFileRoute } from '@tanstack/react-router';
import { OfferFormPage } from '../../../../features/offers-admin/offer-form-page';
import { seo } from '../../../../features/seo/seo';

export const Route = createFileRoute('/admin/_authed/offers/new')({
  head: () => ({ meta: seo({ title: 'New offer', noindex: true }) }),
  component: () => <OfferFormPage />,
});
